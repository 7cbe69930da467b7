export { formatFen } from '../../contract/money';
