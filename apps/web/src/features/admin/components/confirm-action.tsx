import type { AdminActionResponse } from "@civic/contracts/admin";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { type ActionKind, useAdminAction } from "../api/admin-api";

interface ActionSpec {
  kind: ActionKind;
  targetId: string;
  /** The button's words, e.g. "Refund". */
  label: string;
  title: string;
  description: string;
  danger?: boolean;
  /** The confirm button's words after "Confirm: " when the label's own case matters (a vendor's name). */
  confirmLabel?: string;
  /** Asks for the vendor's order id too ("IgnitePost has it"): the server fetches and checks it. */
  vendorOrderId?: { label: string };
}

/**
 * An action behind a confirmation with a required reason. The idempotency key is made when the
 * dialog opens, so a double click or a retried request is one action.
 */
export function ConfirmAction({
  spec,
  onDone,
  buttonLabel,
}: {
  spec: ActionSpec;
  onDone: (answer: AdminActionResponse) => void;
  /** Accessible name of the opening button when its visible label needs context (e.g. which card). */
  buttonLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [vendorOrderId, setVendorOrderId] = useState("");
  const [key, setKey] = useState("");
  const mutation = useAdminAction(spec.kind, spec.targetId, (answer) => {
    setOpen(false);
    onDone(answer);
  });
  const openWith = (next: boolean) => {
    if (next) {
      setReason("");
      setVendorOrderId("");
      setKey(crypto.randomUUID());
      mutation.reset();
    }
    setOpen(next);
  };
  const ready = reason.trim().length >= 3 && (!spec.vendorOrderId || vendorOrderId.trim().length > 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !mutation.isPending) {
      mutation.mutate({ reason, idempotencyKey: key, ...(spec.vendorOrderId ? { vendorOrderId } : {}) });
    }
  };
  const reasonId = `reason-${spec.kind}-${spec.targetId}`;
  const vendorOrderFieldId = `vendor-order-${spec.kind}-${spec.targetId}`;
  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant={spec.danger ? "danger" : "secondary"} aria-label={buttonLabel}>
          {spec.label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-paper p-5 text-ink shadow-2xl outline-none md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-full md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl">
          <form onSubmit={submit} className="flex flex-col gap-4">
            <Dialog.Title className="text-xl font-bold">{spec.title}</Dialog.Title>
            <Dialog.Description className="text-sm">{spec.description}</Dialog.Description>
            {spec.vendorOrderId ? (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={vendorOrderFieldId} className="font-semibold">
                  {spec.vendorOrderId.label}
                </label>
                <input
                  id={vendorOrderFieldId}
                  required
                  maxLength={100}
                  autoComplete="off"
                  value={vendorOrderId}
                  onChange={(e) => setVendorOrderId(e.target.value)}
                  className="rounded-xl border-2 border-ink/60 bg-white px-3 py-2 font-mono focus:border-ink"
                />
              </div>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <label htmlFor={reasonId} className="font-semibold">
                Reason <span className="font-normal text-ink/75">(kept in the audit log)</span>
              </label>
              <textarea
                id={reasonId}
                required
                minLength={3}
                maxLength={500}
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                className="rounded-xl border-2 border-ink/60 bg-white px-3 py-2 focus:border-ink"
              />
            </div>
            {mutation.error ? (
              <p role="alert" className="text-sm text-[#a40e1a]">
                {mutation.error.message}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.Close>
              <Button
                type="submit"
                variant={spec.danger ? "danger" : "primary"}
                disabled={!ready || mutation.isPending}
              >
                {mutation.isPending ? "Working…" : `Confirm: ${spec.confirmLabel ?? spec.label.toLowerCase()}`}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
