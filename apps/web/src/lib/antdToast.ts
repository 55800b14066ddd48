import 'antd-mobile/es/global';
import Toast from 'antd-mobile/es/components/toast';
import { TOAST_MS } from './toast.ts';
import './antdToast.css';

/** The class that lets taps through the toast's own box too (antdToast.css). */
export const TOAST_CLASS = 'school-toast';

Toast.config({ duration: TOAST_MS, maskClickable: true });

export { Toast };
