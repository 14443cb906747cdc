import { TagsBarView } from './TagsBarView';
import { useTagsController } from './use-tags-controller';

/** The tag bar connected to the open tabs and the router. */
export function TagsBar() {
  const tags = useTagsController();
  return (
    <TagsBarView
      views={tags.views}
      isActive={tags.isActive}
      titleOf={tags.titleOf}
      onOpen={tags.open}
      onClose={tags.close}
      onCloseOthers={tags.closeOthers}
      onCloseAll={tags.closeAll}
      onRefresh={tags.refresh}
    />
  );
}
