export { processVendorEventJob } from "./jobs";
export {
  markVendorEventProcessed,
  queueVendorEvent,
  recordVendorEvent,
  unprocessedVendorEvent,
  type VendorEventRecord,
} from "./record-vendor-event";
