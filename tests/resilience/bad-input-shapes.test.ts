import { sweepRoutes } from './bad-input/sweep';

// The other half of the bad-input sweep (see bad-input-values.test.ts).
sweepRoutes(['an empty body', '1 MB strings', 'deep nesting', 'prototype keys']);
