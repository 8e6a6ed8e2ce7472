import common from './common';
import crop from './crop';
import pet from './pet';
import wiki from './wiki';

export default { ...common, crop, pet, wiki };
