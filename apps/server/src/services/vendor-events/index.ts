export { processVendorEventJob } from "./jobs";
export {
  createVendorEvents,
  markVendorEventProcessed,
  noteVendorEvent,
  queueVendorEvent,
  type VendorEventRecord,
} from "./record-vendor-event";
