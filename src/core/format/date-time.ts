export {
  formatClock,
  formatDate,
  formatDateTime,
  formatMinute,
  formatMonth,
  type InstantInput,
} from '../../contract/date-format';
