import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

export interface Brand {
  appName: string;
  supportEmail: string;
}

/** The frame every email shares. All user text goes through React, which escapes it. */
export function EmailLayout(props: { brand: Brand; preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en">
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
          <Hr style={{ margin: "24px 0", borderColor: "#e4e2dc" }} />
          <Section>
            <Text style={{ fontSize: "12px", color: "#616e7c" }}>
              Questions? Write to {props.brand.supportEmail}. {props.brand.appName} is non-partisan; we never sell your
              personal data or your message.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: "16px", lineHeight: "24px" } as const;
