-- The embedded search engine's indices (server/search): settings and records as the Algolia
-- API received them. Every instance loads them into memory at start; a replica has settings of
-- its own but no records (it sorts its primary's).
CREATE TABLE search_index (
  name          text PRIMARY KEY,
  primary_name  text,
  settings      text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Records are JSON text rather than jsonb: they are only ever read back whole and parsed in
-- JavaScript, and text keeps their attribute order (which sets the default searchable order).
CREATE TABLE search_record (
  index_name  text NOT NULL REFERENCES search_index (name) ON DELETE CASCADE,
  object_id   text NOT NULL,
  body        text NOT NULL,
  PRIMARY KEY (index_name, object_id)
);
