export {
  editProfileSlice,
  openEditProfile,
  closeEditProfile,
  selectEditProfileOpen,
} from './model/edit-profile-slice';
export { openEditProfileWithBio } from './model/open-with-bio';
export { EditProfileDialog } from './ui/EditProfileDialog';
