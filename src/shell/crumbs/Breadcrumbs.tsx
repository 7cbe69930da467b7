import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { Breadcrumb, vars } from '../../ui';
import type { CrumbItem } from './crumb-trail';

const Bar = styled.div`
  margin-bottom: ${vars.spaceMd};
`;

/** The trail above a module page; clicking a crumb opens that page (with the query it had). */
export function Breadcrumbs({ items }: { items: CrumbItem[] }) {
  const navigate = useNavigate();
  return (
    <Bar data-testid="breadcrumb">
      <Breadcrumb items={items} onNavigate={(path) => navigate(path)} />
    </Bar>
  );
}
