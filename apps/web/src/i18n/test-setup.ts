import { i18n } from "@lingui/core";

// Outside a build nothing strips the macros' English, so English needs no catalogue in tests: an
// empty one, so that Lingui does not warn in every test file that none was loaded.
i18n.loadAndActivate({ locale: "en", messages: {} });
