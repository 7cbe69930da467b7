import styled from 'styled-components';
import { Button, vars } from '../../ui';
import { messageLabels } from './labels';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.spaceMd};
  padding: ${vars.spaceXl};
  color: ${vars.colorDanger};
`;

/** The error state of a view: what failed and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <span>
        {messageLabels.loadFailed}：{message}
      </span>
      <Button onClick={onRetry}>{messageLabels.retry}</Button>
    </Box>
  );
}
