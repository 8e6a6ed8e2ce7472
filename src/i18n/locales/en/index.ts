import common from './common';
import crop from './crop';
import pet from './pet';
import values from './values';
import wiki from './wiki';

export default { ...common, crop, pet, values, wiki };
