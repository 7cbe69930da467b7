export {
  formatClock,
  formatDate,
  formatDateTime,
  formatMinute,
  formatMonth,
  shanghaiDay,
  type InstantInput,
} from '../../contract/date-format';
