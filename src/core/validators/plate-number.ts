/** The rule lives in the contract so the server validates with the same function (SPEC §5). */
export { isValidPlateNumber } from '../../contract/plate-number';
