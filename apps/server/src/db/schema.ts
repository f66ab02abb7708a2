import type { ColumnType, Generated, JSONColumnType } from "kysely";

/** Kysely's view of the tables in `migrations/`. Keep the two in step. */
export interface Database {
  legislators: LegislatorsTable;
  district_offices: DistrictOfficesTable;
  zcta_districts: ZctaDistrictsTable;
  directory_imports: DirectoryImportsTable;
  drafts: DraftsTable;
  link_previews: LinkPreviewsTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LegislatorsTable {
  bioguide_id: string;
  official_full_name: string;
  first_name: string;
  last_name: string;
  party: string;
  chamber: "house" | "senate";
  state: string;
  district: number | null;
  title: string;
  office_address: string | null;
  office_city: string | null;
  office_state: string | null;
  office_zip: string | null;
  phone: string | null;
  url: string | null;
  term_start: string | null;
  term_end: string | null;
}

export interface DistrictOfficesTable {
  id: string;
  bioguide_id: string;
  address: string | null;
  suite: string | null;
  building: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
}

export interface ZctaDistrictsTable {
  zcta: string;
  state: string;
  district: number;
}

export interface DirectoryImportsTable {
  id: Generated<number>;
  source: string;
  status: "applied" | "rejected" | "failed";
  legislators: number | null;
  zcta_rows: number | null;
  reason: string | null;
  created_at: Generated<Date>;
}

export interface DraftsTable {
  id: Generated<string>;
  zip_code: string;
  concerns: string;
  personal_impact: string;
  representative: JSONColumnType<Record<string, unknown> | null>;
  origin: "assistant" | "manual";
  status: "created" | "drafting" | "drafted" | "fallback" | "approved";
  provider: string | null;
  model: string | null;
  draft_message: string | null;
  sources: JSONColumnType<{ url: string; title?: string; rank?: number }[]>;
  is_fallback_placeholder: Generated<boolean>;
  failure_reason: string | null;
  human_approved_message: string | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  duration_ms: number | null;
  approved_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface LinkPreviewsTable {
  url: string;
  title: string | null;
  description: string | null;
  site_name: string | null;
  error: string | null;
  fetched_at: Generated<Date>;
  expires_at: Timestamp;
}
