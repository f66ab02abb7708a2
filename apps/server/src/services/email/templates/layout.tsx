import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";

export interface Brand {
  appName: string;
  supportEmail: string;
}

/** The language an email is written in: its order's (decision 0116). Spanish says `usted`. */
export type EmailLanguage = "en" | "es";

const LAYOUT_WORDS = {
  en: {
    follow: "Follow your order",
    private:
      "Each card's progress, with pictures of what was written. This link is private to you: please don't share it.",
    footer: (b: Brand) =>
      `Questions? Write to ${b.supportEmail}. ${b.appName} is non-partisan; we never sell your personal data or your message. We send only emails about your orders, never marketing.`,
  },
  es: {
    follow: "Siga su pedido",
    private:
      "El avance de cada postal, con imágenes de lo que se escribió. Este enlace es solo para usted: por favor, no lo comparta.",
    footer: (b: Brand) =>
      `¿Preguntas? Escríbanos a ${b.supportEmail}. ${b.appName} no es partidista; nunca vendemos sus datos personales ni su mensaje. Solo le enviamos correos sobre sus pedidos, nunca publicidad.`,
  },
};

/**
 * The frame every email shares. All user text goes through React, which escapes it. `statusUrl`
 * is the order's status page (its secret link), offered under the email's own text.
 */
export function EmailLayout(props: {
  brand: Brand;
  preview: string;
  heading: string;
  statusUrl?: string;
  language?: EmailLanguage;
  children: ReactNode;
}) {
  const language = props.language ?? "en";
  const w = LAYOUT_WORDS[language];
  return (
    <Html lang={language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: "#f6f5f1", fontFamily: "Helvetica, Arial, sans-serif", color: "#1f2933" }}>
        <Container style={{ backgroundColor: "#ffffff", padding: "32px", maxWidth: "560px", margin: "24px auto" }}>
          <Text style={{ fontSize: "14px", fontWeight: 700, letterSpacing: "0.04em", margin: 0 }}>
            {props.brand.appName}
          </Text>
          <Heading as="h1" style={{ fontSize: "24px", margin: "16px 0" }}>
            {props.heading}
          </Heading>
          {props.children}
          {props.statusUrl && (
            <Section style={{ margin: "16px 0" }}>
              <Button
                href={props.statusUrl}
                style={{
                  backgroundColor: "#1f2933",
                  color: "#ffffff",
                  padding: "12px 20px",
                  borderRadius: "8px",
                  fontWeight: 700,
                  fontSize: "16px",
                }}
              >
                {w.follow}
              </Button>
              <Text style={{ fontSize: "13px", color: "#616e7c" }}>{w.private}</Text>
            </Section>
          )}
          <Hr style={{ margin: "24px 0", borderColor: "#e4e2dc" }} />
          <Section>
            <Text style={{ fontSize: "12px", color: "#616e7c" }}>{w.footer(props.brand)}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: "16px", lineHeight: "24px" } as const;
