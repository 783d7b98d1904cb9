import * as migration_20261122_051536_initial from './20261122_051536_initial';
import * as migration_20261122_094726_content from './20261122_094726_content';
import * as migration_20261123_004308_app_links from './20261123_004308_app_links';
import * as migration_20261123_052936_media_object_storage from './20261123_052936_media_object_storage';
import * as migration_20261124_162528_drafts_for_all_content from './20261124_162528_drafts_for_all_content';
import * as migration_20261124_162529_editorial_saves from './20261124_162529_editorial_saves';
import * as migration_20261124_162530_versions_for_live_content from './20261124_162530_versions_for_live_content';
import * as migration_20261125_173846_media_public_from from './20261125_173846_media_public_from';
import * as migration_20261125_173850_media_visibility from './20261125_173850_media_visibility';
import * as migration_20261126_102629_schema_after_editorial_saves from './20261126_102629_schema_after_editorial_saves';
import * as migration_20261127_010000_scale_indexes from './20261127_010000_scale_indexes';
import * as migration_20261127_011211_body_media from './20261127_011211_body_media';
import * as migration_20261127_011300_body_media_filled from './20261127_011300_body_media_filled';
import * as migration_20261127_170000_search_index from './20261127_170000_search_index';
import * as migration_20261128_023736_share_image from './20261128_023736_share_image';
import * as migration_20261128_160000_search_term_counts from './20261128_160000_search_term_counts';
import * as migration_20261129_070716_events from './20261129_070716_events';
import * as migration_20261129_181107_unpublish_at from './20261129_181107_unpublish_at';
import * as migration_20261129_181642_preview_links from './20261129_181642_preview_links';
import * as migration_20261129_214043_search_synonyms from './20261129_214043_search_synonyms';
import * as migration_20261130_001136_search_finds_products from './20261130_001136_search_finds_products';

export const migrations = [
  {
    up: migration_20261122_051536_initial.up,
    down: migration_20261122_051536_initial.down,
    name: '20261122_051536_initial',
  },
  {
    up: migration_20261122_094726_content.up,
    down: migration_20261122_094726_content.down,
    name: '20261122_094726_content',
  },
  {
    up: migration_20261123_004308_app_links.up,
    down: migration_20261123_004308_app_links.down,
    name: '20261123_004308_app_links',
  },
  {
    up: migration_20261123_052936_media_object_storage.up,
    down: migration_20261123_052936_media_object_storage.down,
    name: '20261123_052936_media_object_storage',
  },
  {
    up: migration_20261124_162528_drafts_for_all_content.up,
    down: migration_20261124_162528_drafts_for_all_content.down,
    name: '20261124_162528_drafts_for_all_content',
  },
  {
    up: migration_20261124_162529_editorial_saves.up,
    down: migration_20261124_162529_editorial_saves.down,
    name: '20261124_162529_editorial_saves',
  },
  {
    up: migration_20261124_162530_versions_for_live_content.up,
    down: migration_20261124_162530_versions_for_live_content.down,
    name: '20261124_162530_versions_for_live_content',
  },
  {
    up: migration_20261125_173846_media_public_from.up,
    down: migration_20261125_173846_media_public_from.down,
    name: '20261125_173846_media_public_from',
  },
  {
    up: migration_20261125_173850_media_visibility.up,
    down: migration_20261125_173850_media_visibility.down,
    name: '20261125_173850_media_visibility',
  },
  {
    up: migration_20261126_102629_schema_after_editorial_saves.up,
    down: migration_20261126_102629_schema_after_editorial_saves.down,
    name: '20261126_102629_schema_after_editorial_saves',
  },
  {
    up: migration_20261127_010000_scale_indexes.up,
    down: migration_20261127_010000_scale_indexes.down,
    name: '20261127_010000_scale_indexes',
  },
  {
    up: migration_20261127_011211_body_media.up,
    down: migration_20261127_011211_body_media.down,
    name: '20261127_011211_body_media',
  },
  {
    up: migration_20261127_011300_body_media_filled.up,
    down: migration_20261127_011300_body_media_filled.down,
    name: '20261127_011300_body_media_filled',
  },
  {
    up: migration_20261127_170000_search_index.up,
    down: migration_20261127_170000_search_index.down,
    name: '20261127_170000_search_index',
  },
  {
    up: migration_20261128_023736_share_image.up,
    down: migration_20261128_023736_share_image.down,
    name: '20261128_023736_share_image',
  },
  {
    up: migration_20261128_160000_search_term_counts.up,
    down: migration_20261128_160000_search_term_counts.down,
    name: '20261128_160000_search_term_counts',
  },
  {
    up: migration_20261129_070716_events.up,
    down: migration_20261129_070716_events.down,
    name: '20261129_070716_events',
  },
  {
    up: migration_20261129_181107_unpublish_at.up,
    down: migration_20261129_181107_unpublish_at.down,
    name: '20261129_181107_unpublish_at',
  },
  {
    up: migration_20261129_181642_preview_links.up,
    down: migration_20261129_181642_preview_links.down,
    name: '20261129_181642_preview_links',
  },
  {
    up: migration_20261129_214043_search_synonyms.up,
    down: migration_20261129_214043_search_synonyms.down,
    name: '20261129_214043_search_synonyms',
  },
  {
    up: migration_20261130_001136_search_finds_products.up,
    down: migration_20261130_001136_search_finds_products.down,
    name: '20261130_001136_search_finds_products'
  },
];
