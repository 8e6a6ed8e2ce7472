/* What the crop picker's category filter offers: how many crops there are in all and in each category. */

/** The choice of every category. */
export const ALL_CATEGORIES = '';

export interface CropCatalog {
  /** Every crop. */
  readonly total: number;
  /** Each category with its number of crops. */
  readonly categories: readonly { readonly category: string; readonly total: number }[];
}
