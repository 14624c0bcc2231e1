export {
  editProfileSlice,
  openEditProfile,
  closeEditProfile,
  selectEditProfileOpen,
} from './model/edit-profile-slice';
export { EditProfileDialog } from './ui/EditProfileDialog';
