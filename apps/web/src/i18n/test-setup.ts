import { i18n } from "@lingui/core";

// Outside a build nothing strips the macros' English, so English needs no catalogue in tests.
i18n.activate("en");
