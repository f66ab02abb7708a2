export { processVendorEventJob } from "./jobs";
export {
  createVendorEvents,
  eraseVendorEventPayloads,
  markVendorEventProcessed,
  noteVendorEvent,
  queueVendorEvent,
  type VendorEventRecord,
} from "./record-vendor-event";
