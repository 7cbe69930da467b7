export {
  formatClock,
  formatDate,
  formatDateTime,
  formatMinute,
  formatMonth,
  shanghaiDate,
  type InstantInput,
} from '../../contract/date-format';
