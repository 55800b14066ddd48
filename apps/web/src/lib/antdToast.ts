import 'antd-mobile/es/global';
import Toast from 'antd-mobile/es/components/toast';
import { TOAST_MS } from './toast.ts';

Toast.config({ duration: TOAST_MS, maskClickable: true });

export { Toast };
