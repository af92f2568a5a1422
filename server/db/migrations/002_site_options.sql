-- Site-wide options (like wp_options): generated secrets and store settings shared by every
-- backend instance that uses the same database.
CREATE TABLE site_option (
  name   text PRIMARY KEY,
  value  text NOT NULL
);
