/** Vehicle plate numbers (SPEC §5, GLOSSARY "Plate numbers"). */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const SPECIAL_PREFIXES = '使领';
const TRAILING_MARKS = '挂学警港澳';
/** Serial characters: letters except I and O (they read as 1 and 0), and digits. */
const SERIAL = 'A-HJ-NP-Z0-9';

/** 7 characters: province, special prefix or letter; a letter; four serials; a serial or a trailing mark. */
const CLASSIC = new RegExp(
  `^[${PROVINCES}${SPECIAL_PREFIXES}A-Z][A-Z][${SERIAL}]{4}[${SERIAL}${TRAILING_MARKS}]$`,
  'u',
);
/** 8 characters (new energy): province, a letter, then five digits and D/F, or D/F, a serial and four digits. */
const NEW_ENERGY = new RegExp(`^[${PROVINCES}][A-Z](?:[0-9]{5}[DF]|[DF][${SERIAL}][0-9]{4})$`, 'u');

export function isValidPlateNumber(value: string): boolean {
  switch ([...value].length) {
    case 7:
      return CLASSIC.test(value);
    case 8:
      return NEW_ENERGY.test(value);
    default:
      return false;
  }
}
