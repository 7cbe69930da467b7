import styled from 'styled-components';
import { Button } from './Button';
import { uiLabels } from './labels';
import { vars } from './theme/tokens';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.spaceMd};
  padding: ${vars.spaceXl};
  color: ${vars.colorDanger};
`;

export interface LoadErrorProps {
  /** What failed, e.g. 消息加载失败; defaults to 加载失败. */
  title?: string;
  /** Why, as the server or the http client said it. */
  message: string;
  onRetry: () => void;
}

/** The error state of a view: what failed, why, and a way to try again. */
export function LoadError({ title = uiLabels.loadError.title, message, onRetry }: LoadErrorProps) {
  return (
    <Box role="alert">
      <span>{uiLabels.common.labelled(title, message)}</span>
      <Button onClick={onRetry}>{uiLabels.loadError.retry}</Button>
    </Box>
  );
}
