export {
  createLocalFileTransport,
  createSmtpTransport,
  type EmailTransport,
  type OutgoingEmail,
} from "./email-transport";
