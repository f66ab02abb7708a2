export { processVendorEventJob } from "./jobs";
export {
  eraseVendorEventPayloads,
  markVendorEventProcessed,
  queueVendorEvent,
  recordVendorEvent,
  storeVendorEvent,
  unprocessedVendorEvent,
  type VendorEventRecord,
} from "./record-vendor-event";
