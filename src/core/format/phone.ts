export { maskPhone } from '../../contract/phone';
