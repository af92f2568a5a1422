-- Catalogue: products, variations, media, taxonomies, attributes, reviews.
-- Products, variations and media share one id sequence, as WordPress posts do, so a
-- database id names exactly one object and global ids ("post:<id>") never collide.
CREATE SEQUENCE post_id_seq;

CREATE TABLE media (
  id          integer PRIMARY KEY DEFAULT nextval('post_id_seq'),
  file_path   text NOT NULL UNIQUE,          -- relative to the uploads root, e.g. 2026/11/kleid-rot.webp
  mime_type   text NOT NULL,
  width       integer NOT NULL,
  height      integer NOT NULL,
  title       text NOT NULL,
  alt_text    text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE term (
  id           serial PRIMARY KEY,
  taxonomy     text NOT NULL,                 -- product_cat, product_tag, pa_color, pa_size
  slug         text NOT NULL,
  name         text NOT NULL,
  description  text NOT NULL DEFAULT '',
  parent_id    integer REFERENCES term(id) ON DELETE SET NULL,
  menu_order   integer NOT NULL DEFAULT 0,
  image_id     integer REFERENCES media(id) ON DELETE SET NULL,
  swatch       text,                          -- hex colour for pa_color terms
  count        integer NOT NULL DEFAULT 0,    -- published products in the term, kept by refreshTermCounts
  UNIQUE (taxonomy, slug)
);

-- Global attribute taxonomies (WooCommerce "Products → Attributes").
CREATE TABLE attribute_taxonomy (
  id        serial PRIMARY KEY,
  taxonomy  text NOT NULL UNIQUE,             -- pa_color
  label     text NOT NULL,                    -- Color
  order_by  text NOT NULL DEFAULT 'menu_order'
);

CREATE TABLE product (
  id                  integer PRIMARY KEY DEFAULT nextval('post_id_seq'),
  type                text NOT NULL CHECK (type IN ('simple', 'variable', 'external')),
  slug                text NOT NULL UNIQUE,
  name                text NOT NULL,
  sku                 text UNIQUE,
  status              text NOT NULL DEFAULT 'publish',
  catalog_visibility  text NOT NULL DEFAULT 'visible' CHECK (catalog_visibility IN ('visible', 'catalog', 'search', 'hidden')),
  featured            boolean NOT NULL DEFAULT false,
  description         text NOT NULL DEFAULT '',
  short_description   text NOT NULL DEFAULT '',
  created_at          timestamptz NOT NULL DEFAULT now(),
  modified_at         timestamptz NOT NULL DEFAULT now(),
  menu_order          integer NOT NULL DEFAULT 0,
  -- Money in integer cents. For variable products these are derived from the variations
  -- (see refresh_variable_product_prices) so that filtering and sorting stay single-table.
  regular_price       integer CHECK (regular_price >= 0),
  sale_price          integer CHECK (sale_price >= 0),
  price               integer CHECK (price >= 0),   -- the active price (min for variable)
  price_max           integer CHECK (price_max >= 0),
  date_on_sale_from   timestamptz,
  date_on_sale_to     timestamptz,
  manage_stock        boolean NOT NULL DEFAULT false,
  stock_quantity      integer,
  stock_status        text NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
  backorders          text NOT NULL DEFAULT 'no' CHECK (backorders IN ('no', 'notify', 'yes')),
  low_stock_amount    integer,
  sold_individually   boolean NOT NULL DEFAULT false,
  virtual             boolean NOT NULL DEFAULT false,
  downloadable        boolean NOT NULL DEFAULT false,
  download_limit      integer NOT NULL DEFAULT -1,
  download_expiry     integer NOT NULL DEFAULT -1,
  weight              text,                    -- kg, as entered (WooCommerce keeps strings)
  length              text,                    -- cm
  width               text,
  height              text,
  external_url        text,
  button_text         text,
  image_id            integer REFERENCES media(id) ON DELETE SET NULL,
  total_sales         integer NOT NULL DEFAULT 0,
  average_rating      numeric(3, 2) NOT NULL DEFAULT 0,
  review_count        integer NOT NULL DEFAULT 0,
  tax_status          text NOT NULL DEFAULT 'taxable',
  tax_class           text NOT NULL DEFAULT '',
  purchase_note       text NOT NULL DEFAULT '',
  reviews_allowed     boolean NOT NULL DEFAULT true,
  search_text         text NOT NULL DEFAULT ''  -- normalised name + sku + descriptions for search
);
CREATE INDEX product_listing_date ON product (status, created_at DESC, id DESC);
CREATE INDEX product_price ON product (price, id);
CREATE INDEX product_popularity ON product (total_sales DESC, id);
CREATE INDEX product_rating ON product (average_rating DESC, id);

CREATE TABLE product_variation (
  id                  integer PRIMARY KEY DEFAULT nextval('post_id_seq'),
  product_id          integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  sku                 text UNIQUE,
  status              text NOT NULL DEFAULT 'publish',
  menu_order          integer NOT NULL DEFAULT 0,
  description         text NOT NULL DEFAULT '',
  created_at          timestamptz NOT NULL DEFAULT now(),
  regular_price       integer CHECK (regular_price >= 0),
  sale_price          integer CHECK (sale_price >= 0),
  price               integer CHECK (price >= 0),
  manage_stock        boolean NOT NULL DEFAULT false,
  stock_quantity      integer,
  stock_status        text NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
  backorders          text NOT NULL DEFAULT 'no' CHECK (backorders IN ('no', 'notify', 'yes')),
  low_stock_amount    integer,
  virtual             boolean NOT NULL DEFAULT false,
  downloadable        boolean NOT NULL DEFAULT false,
  weight              text,
  length              text,
  width               text,
  height              text,
  image_id            integer REFERENCES media(id) ON DELETE SET NULL,
  total_sales         integer NOT NULL DEFAULT 0
);
CREATE INDEX product_variation_parent ON product_variation (product_id, menu_order, id);

-- The chosen attribute values of a variation: name is "pa_color" (global) or the local
-- attribute's name; value is a term slug (global) or the raw value (local).
CREATE TABLE variation_attribute (
  variation_id  integer NOT NULL REFERENCES product_variation(id) ON DELETE CASCADE,
  name          text NOT NULL,
  value         text NOT NULL,
  PRIMARY KEY (variation_id, name)
);

-- The attributes a product declares. Global ones name their taxonomy and list term slugs
-- in options; local ones carry their raw values.
CREATE TABLE product_attribute (
  product_id    integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position      integer NOT NULL,
  taxonomy      text REFERENCES attribute_taxonomy(taxonomy),
  name          text NOT NULL,
  options       text[] NOT NULL,
  visible       boolean NOT NULL DEFAULT true,
  is_variation  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_default_attribute (
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  name        text NOT NULL,
  value       text NOT NULL,
  PRIMARY KEY (product_id, name)
);

CREATE TABLE product_term (
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  term_id     integer NOT NULL REFERENCES term(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, term_id)
);
CREATE INDEX product_term_by_term ON product_term (term_id, product_id);

CREATE TABLE product_gallery (
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position    integer NOT NULL,
  media_id    integer NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_related (
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position    integer NOT NULL,
  related_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_download (
  id          text PRIMARY KEY,               -- WooCommerce download ids are uuids
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  name        text NOT NULL,
  file_path   text NOT NULL                   -- relative to the uploads root
);

CREATE TABLE product_meta (
  id          serial PRIMARY KEY,
  product_id  integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  key         text NOT NULL,
  value       text NOT NULL
);
CREATE INDEX product_meta_by_product ON product_meta (product_id, key);

-- Reviews are WordPress comments of type "review": their own id sequence.
CREATE TABLE review (
  id            serial PRIMARY KEY,
  product_id    integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  author_name   text NOT NULL,
  author_email  text NOT NULL,
  content       text NOT NULL,
  rating        integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  status        text NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'hold', 'spam')),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_by_product ON review (product_id, status, created_at DESC);

-- WooCommerce sessions: the woocommerce-session JWT is a signed pointer to one row.
CREATE TABLE session (
  key         text PRIMARY KEY,
  data        jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at  timestamptz NOT NULL
);
