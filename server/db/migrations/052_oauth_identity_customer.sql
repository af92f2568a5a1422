-- A third-party identity signs in as an account of the customer table (040): links die with it.
-- Links made before both existed in one database (tests of the sign-in alone) point nowhere.
DELETE FROM oauth_identity WHERE customer_id NOT IN (SELECT id FROM customer);
ALTER TABLE oauth_identity
  ADD CONSTRAINT oauth_identity_customer_fk FOREIGN KEY (customer_id) REFERENCES customer (id) ON DELETE CASCADE;
