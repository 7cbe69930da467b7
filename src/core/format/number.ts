export { formatCount } from '../../contract/number-format';
