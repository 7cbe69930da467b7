import { describe, expect, it } from 'vitest';
import { isValidPlateNumber } from './plate-number';

describe('isValidPlateNumber (SPEC §5, GLOSSARY examples)', () => {
  it.each([
    ['沪A12345', 'classic'],
    ['粤B1234学', 'student mark'],
    ['京AD12345', 'new energy, D first'],
    ['京A12345D', 'new energy, D last'],
    ['使A12345', 'special prefix'],
    ['领B12345', 'special prefix 领'],
    ['苏E1234挂', 'trailer'],
    ['浙A1234警', 'police'],
    ['粤Z1234港', 'Hong Kong'],
    ['粤Z1234澳', 'Macau'],
    ['WJ12345', 'letter first'],
    ['川ADK1234', 'new energy, D then a letter'],
    ['渝B12345F', 'new energy, F last'],
  ])('%s is valid (%s)', (plate) => {
    expect(isValidPlateNumber(plate)).toBe(true);
  });

  it.each([
    ['沪A1234', 'too short'],
    ['沪AI2345', 'I is not used'],
    ['沪AO2345', 'O is not used'],
    ['沪A123456', '8 characters without D/F'],
    ['沪A12345G', 'new energy needs D or F'],
    ['京AD1234X', 'new energy D form ends in four digits'],
    ['使AD12345', 'new energy needs a province'],
    ['台A12345', 'not a province abbreviation'],
    ['沪112345', 'second character must be a letter'],
    ['沪a12345', 'lower case'],
    ['沪A123挂5', 'trailing mark only last'],
    ['', 'empty'],
    ['沪A12345DD', 'too long'],
  ])('%s is invalid (%s)', (plate) => {
    expect(isValidPlateNumber(plate)).toBe(false);
  });
});
