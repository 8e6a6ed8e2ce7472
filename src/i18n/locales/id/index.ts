import common from './common';
import crop from './crop';
import formula from './formula';
import pet from './pet';
import shops from './shops';
import stock from './stock';
import trade from './trade';
import values from './values';
import wiki from './wiki';

export default { ...common, crop, pet, trade, values, wiki, formula, stock, shops };
