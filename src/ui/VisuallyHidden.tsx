import styled from 'styled-components';
import { visuallyHidden } from './theme/mixins';

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
