import { Alert, Button, Message, Modal, Space, Spin, Steps } from '@arco-design/web-react';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { type EntityFormHandle, EntityForm, HospitalChooser } from '../../../engine/client';
import { useEntityText } from '../../../engine/client/core';
import { FirstDepartmentHint } from './FirstDepartmentHint';
import { HOSP_USER_ENTITY, rowText, useHospUserEntity } from './use-hosp-user-entity';
import { accountDialogOf, initialWizardState, leavesAccountUnbound, WIZARD_STEPS, wizardReducer } from './wizard-state';
import type { AccountCheck } from '../../../contracts/hosp-users';

const STEP_TITLES = ['账号检查', '确认账号信息', '业务角色绑定'];

/**
 * 新增 on the hospital user screen, and 创建医院用户 on a platform account's row (which opens at
 * step 2 with that account): check the account, confirm it (a new one is created on 下一步), bind
 * it to the hospital with a department and a role. Each step is one of the schema's dialogs, so the
 * fields and messages are those the server checks. `options.startStep: 3` (完成绑定 of an account
 * left unbound) opens at the binding, in the page's hospital.
 */
export function HospUserWizard({
  entity,
  action,
  provider,
  hospCode: pageHospCode,
  filterHospCode,
  row,
  onClose,
  onDone,
}: ActionComponentProps) {
  const { t } = useTranslation();
  const text = useEntityText(HOSP_USER_ENTITY);
  const users = useHospUserEntity(entity);
  // `options.startStep: 2`: opened on an account's row, which is the account to bind.
  const fromAccount = action.options?.startStep === 2 && row ? row : undefined;
  const unbound = action.options?.startStep === 3 && row ? row : undefined;
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    unbound ? initialWizardState(unbound, 3) : initialWizardState(fromAccount),
  );
  // The hospital the list shows (the page's, or the one chosen in its filter) is the one to add to.
  const [hospCode, setHospCode] = useState<string | undefined>(pageHospCode ?? filterHospCode);
  // 医院编号为必输项 waits until the user has touched the hospital or pressed 下一步.
  const [hospitalAsked, setHospitalAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<EntityFormHandle>(null);
  const stepIndex = WIZARD_STEPS.indexOf(state.step);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The HTTP layer has shown the server's message; the wizard stays where it is.
    } finally {
      setBusy(false);
    }
  };

  const next = () =>
    run(async () => {
      if (!users) return;
      if (needsHospital) {
        setHospitalAsked(true);
        // The form's own messages show at the same press, not one press later.
        await form.current?.submit();
        return;
      }
      if (state.step === 'account' && !state.newAccount) {
        dispatch({ type: 'accountConfirmed' });
        return;
      }
      const data = await form.current?.submit();
      if (!data) return;
      if (state.step === 'check') {
        const result = await provider.call<AccountCheck>(users, 'addCheck', { ...data, hospCode });
        dispatch({ type: 'checked', result });
      } else if (state.step === 'account') {
        const acctId = await provider.call<string>(users, 'acct-add', { ...state.account, ...data, hospCode });
        Message.success(text('账号已创建，请绑定部门和角色'));
        dispatch({ type: 'accountCreated', acctId, account: data });
      } else {
        await provider.call(users, 'add', { ...data, acctId: state.acctId, hospCode });
        Message.success(t('engine.message.added'));
        onDone();
        onClose();
      }
    });

  // The hospital user screen works in its page's hospital; an account's row may go to any hospital.
  const chooseHospital = Boolean(fromAccount) || !pageHospCode;
  const needsHospital = !hospCode && (state.step === 'check' || state.step === 'binding');
  const bindingHosp = state.step === 'binding' ? hospCode : undefined;
  const boundName = rowText(state.account ?? undefined, 'acctName') ?? '';

  // Closing after step 2 created the account leaves it in no hospital: say so, and where to finish.
  const close = () => {
    if (!leavesAccountUnbound(state)) {
      onClose();
      return;
    }
    Modal.confirm({
      title: text('账号尚未绑定医院'),
      content: text('账号「{name}」已创建，但还没有绑定医院。关闭后可在「未绑定医院的账号」中完成绑定。').replace('{name}', boundName),
      okText: text('关闭向导'),
      cancelText: text('继续绑定'),
      onOk: onClose,
    });
  };
  const body = !users ? (
    <Spin />
  ) : (
    <>
      {chooseHospital && (
        <div style={{ marginBottom: 16 }}>
          <HospitalChooser
            provider={provider}
            value={hospCode}
            onChange={(chosen) => {
              setHospCode(chosen);
              setHospitalAsked(true);
            }}
          />
          {needsHospital && hospitalAsked && (
            <div role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 4 }}>
              {text('医院编号为必输项')}
            </div>
          )}
        </div>
      )}
      {state.failMsg && <Alert type="error" content={text(state.failMsg)} style={{ marginBottom: 16 }} />}
      {state.step === 'binding' && state.newAccount && (
        <Alert type="info" content={text('新账号已创建；关闭向导前请完成绑定，否则它不属于任何医院')} style={{ marginBottom: 16 }} />
      )}
      {unbound && (
        <Alert
          type="info"
          content={text('为未绑定医院的账号「{name}」绑定部门和角色').replace('{name}', boundName)}
          style={{ marginBottom: 16 }}
        />
      )}
      {state.step === 'binding' && hospCode && <FirstDepartmentHint key={hospCode} hospCode={hospCode} provider={provider} />}
      <EntityForm
        // Only the binding's departments and roles depend on the hospital: choosing one keeps what steps 1 and 2 hold.
        key={`${state.step}-${bindingHosp ?? ''}`}
        ref={form}
        entity={users}
        dialog={state.step === 'check' ? 'acctCheck' : state.step === 'account' ? accountDialogOf(state) : 'bind'}
        provider={provider}
        {...(bindingHosp ? { hospCode: bindingHosp } : {})}
        {...(state.step === 'account' && state.account ? { formData: state.account } : {})}
      />
    </>
  );

  return (
    <Modal
      visible
      title={text('新增医院用户')}
      onCancel={close}
      maskClosable={false}
      unmountOnExit
      style={{ width: 720 }}
      footer={
        <Space>
          <Button onClick={close}>{t('engine.dialog.cancel')}</Button>
          {state.step === 'account' && !fromAccount && (
            <Button onClick={() => dispatch({ type: 'back' })} disabled={busy}>
              {text('上一步')}
            </Button>
          )}
          <Button type="primary" loading={busy} disabled={!users} onClick={() => void next()}>
            {state.step === 'binding' ? t('engine.dialog.ok') : text('下一步')}
          </Button>
        </Space>
      }
    >
      <Steps current={stepIndex + 1} size="small" style={{ marginBottom: 24 }}>
        {STEP_TITLES.map((title) => (
          <Steps.Step key={title} title={text(title)} />
        ))}
      </Steps>
      {body}
    </Modal>
  );
}
