import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { layerBoundaries } from './layer-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
/** An absolute file name in this repository: the rule resolves imports against it. */
const at = (file) => path.join(process.cwd(), file);
const valid = (file, code) => ({ filename: at(file), code });
const invalid = (file, code, messageId) => ({ filename: at(file), code, errors: [{ messageId }] });

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    valid('src/ui/Table.tsx', "import { formatDay } from '../core/format';"),
    valid('src/widgets/stock/StockBoard.tsx', "import { WidgetContext } from '../widget-context';"),
    valid('src/widgets/stock/StockBoard.test.tsx', "import { render } from '../test-support/render';"),
    valid(
      'src/shell/pages/widget-pages.ts',
      "import type { WidgetDeclaration } from '../../widgets/declarations';",
    ),
    valid('src/shell/main.tsx', "import '../widgets/embed';"),
    valid('server/modules/stock/routes.ts', "import type { StockRow } from '../../../src/contract/stock';"),
    valid('server/modules/transport/waybill/service.ts', "import { applyMovements } from '../../ledger';"),
    valid('server/modules/returns/read.ts', "import { nameOf } from '../ledger/index';"),
    valid('server/modules/stock/queries/routes.ts', "import { stockDb } from '../tables';"),
  ],
  invalid: [
    invalid(
      'src/core/http.ts',
      "import { StockBoard } from '../widgets/stock/StockBoard';",
      'coreOrUiImportsWidgetOrShell',
    ),
    invalid('src/ui/Dialog.tsx', "import { router } from '../shell/router';", 'coreOrUiImportsWidgetOrShell'),
    invalid('src/core/labels.ts', "import { Table } from '../ui/Table';", 'coreImportsUi'),
    invalid(
      'src/widgets/stock/api.ts',
      "import { getTrayTypeCodes } from '../warehouses/api';",
      'widgetImportsOtherArea',
    ),
    invalid(
      'src/widgets/stock/index.ts',
      "export { Sign } from '../transport/Sign';",
      'widgetImportsOtherArea',
    ),
    invalid(
      'src/widgets/stock/lazy.ts',
      "const load = () => import('../returns/ReturnsBoard');",
      'widgetImportsOtherArea',
    ),
    invalid(
      'src/widgets/stock/StockBoard.tsx',
      "import { navigate } from '../../shell/navigate';",
      'widgetImportsShell',
    ),
    invalid(
      'src/shell/pages/widget-pages.ts',
      "import type { StockBoardProps } from '../../widgets/stock';",
      'shellImportsWidgetInternals',
    ),
    invalid(
      'src/widgets/transport/api.ts',
      "import type { Waybill } from '../../../server/modules/transport/tables';",
      'srcImportsServer',
    ),
    invalid(
      'server/modules/stock/labels.ts',
      "import { LABELS } from '../../../src/core/labels';",
      'serverImportsSrc',
    ),
    invalid(
      'server/modules/returns/read.ts',
      "import { nameOf } from '../ledger/document-row';",
      'moduleDeepImport',
    ),
    invalid(
      'server/modules/transport/tables.ts',
      "import type { InboundOrdersTable } from '../stock/tables';",
      'moduleDeepImport',
    ),
  ],
});
