export { processVendorEventJob } from "./jobs";
export {
  markVendorEventProcessed,
  queueVendorEvent,
  recordVendorEvent,
  storeVendorEvent,
  unprocessedVendorEvent,
  type VendorEventRecord,
} from "./record-vendor-event";
