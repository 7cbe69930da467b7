/** The choices of the filters and forms: shared with the other widgets (../use-lookups). */
export {
  useClientWarehouseOptions,
  useDownstreamClientOptions,
  useMyWarehouseOptions,
  useTrayTypeOptions,
} from '../use-lookups';
