import { tokenize } from './normalize';
import { TermDictionary } from './term-dictionary';

/** One searchable attribute's values in a record, as the index reads them. */
export interface IndexedField {
  /** Rank of the attribute in searchableAttributes (0 is the most important). */
  attribute: number;
  /** False for unordered(attr): the position of a word inside the attribute does not matter. */
  ordered: boolean;
  /** Also index the tails of long words, so "kleid" finds "Etuikleid" (decompoundedAttributes). */
  decompound: boolean;
  values: string[];
}

/**
 * Where a term occurs in a document, packed so that a smaller number is a better match:
 * attribute rank, then "only part of a compound", then "not the whole value", then position.
 */
export const Where = {
  pack(attribute: number, partial: boolean, whole: boolean, position: number): number {
    return (Math.min(attribute, 255) << 12) | (partial ? 1 << 11 : 0) | (whole ? 0 : 1 << 10) | Math.min(position, 1023);
  },
  attribute: (where: number) => where >>> 12,
  /** Attribute rank and position as one number, for the ranking's attribute criterion. */
  attributeAndPosition: (where: number) => ((where >>> 12) << 10) | (where & 1023),
  isPartial: (where: number) => (where & (1 << 11)) !== 0,
  isWhole: (where: number) => (where & (1 << 10)) === 0,
};

const MIN_COMPOUND_PART = 4;

/** Documents containing one term, in ascending document order, with where it occurs best. */
export class PostingList {
  docs = new Int32Array(4);
  wheres = new Int32Array(4);
  length = 0;

  add(doc: number, where: number) {
    if (this.length === this.docs.length) {
      const docs = new Int32Array(this.length * 2);
      docs.set(this.docs);
      this.docs = docs;
      const wheres = new Int32Array(this.length * 2);
      wheres.set(this.wheres);
      this.wheres = wheres;
    }
    this.docs[this.length] = doc;
    this.wheres[this.length] = where;
    this.length += 1;
  }
}

/**
 * The inverted index of one record set. Documents are only ever appended (an update is a new
 * document id), so posting lists stay sorted without any reshuffling; removed documents are
 * skipped through the record set's liveness flags and dropped when the set is compacted.
 */
export class TextIndex {
  readonly dictionary = new TermDictionary();
  private readonly postings: PostingList[] = [];

  postingsOf(termId: number): PostingList | undefined {
    return this.postings[termId];
  }

  addDocument(doc: number, fields: IndexedField[]) {
    const best = new Map<number, number>();
    const offer = (term: string, where: number) => {
      const termId = this.dictionary.intern(term);
      const current = best.get(termId);
      if (current === undefined || where < current) best.set(termId, where);
    };
    for (const field of fields) {
      let position = 0;
      for (const value of field.values) {
        const tokens = tokenize(value);
        const whole = tokens.length === 1;
        for (const token of tokens) {
          const at = field.ordered ? position : 0;
          offer(token.term, Where.pack(field.attribute, false, whole, at));
          if (field.decompound) {
            for (let start = 1; token.term.length - start >= MIN_COMPOUND_PART; start += 1) {
              offer(token.term.slice(start), Where.pack(field.attribute, true, false, at));
            }
          }
          position += 1;
        }
      }
    }
    for (const [termId, where] of best) {
      let list = this.postings[termId];
      if (!list) {
        list = new PostingList();
        this.postings[termId] = list;
      }
      list.add(doc, where);
    }
  }
}
