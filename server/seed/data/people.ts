/** Names for reviewers, and the mail domains they write from (reserved example domains only). */
export const FIRST_NAMES: readonly string[] = [
  'Anna', 'Lena', 'Sabine', 'Julia', 'Katrin', 'Monika', 'Petra', 'Sarah', 'Laura', 'Nina', 'Claudia', 'Ursula',
  'Miriam', 'Jana', 'Franziska', 'Birgit', 'Heike', 'Lea', 'Svenja', 'Tanja', 'Thomas', 'Michael', 'Andreas',
  'Stefan', 'Markus', 'Jan', 'Tobias', 'Florian', 'Daniel', 'Sebastian', 'Christian', 'Jürgen', 'Uwe', 'Lukas',
  'Matthias', 'Dirk', 'Patrick', 'Felix', 'Timo', 'Björn', 'Özlem', 'Mehmet', 'Ayşe', 'Dominik', 'Kerstin',
];

export const LAST_NAMES: readonly string[] = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
  'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Meier', 'Lehmann',
  'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Huber', 'Kaiser', 'Yılmaz',
];

export const MAIL_DOMAINS: readonly string[] = ['example.com', 'example.org', 'example.net'];
