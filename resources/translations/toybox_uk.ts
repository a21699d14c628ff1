<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="uk_UA">
<context>
    <name>AttacktixBoard</name>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="118" />
        <source>New game…</source>
        <translation>Нова гра…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="125" />
        <source>Aim mode (A)</source>
        <translation>Режим прицілювання (A)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="128" />
        <source>Use an effect…</source>
        <translation>Застосувати ефект…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="130" />
        <source>Confirm the power's moves</source>
        <translation>Підтвердити переміщення сили</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="132" />
        <source>Pass</source>
        <translation>Пропустити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="134" />
        <source>End turn (E)</source>
        <translation>Завершити хід (E)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="136" />
        <source>Replay the last shot</source>
        <translation>Повторити останній постріл</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="147" />
        <source>Log (double-click a shot to replay it)</source>
        <translation>Журнал (подвійне клацання по пострілу — повтор)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="209" />
        <source>This is not a saved Attacktix game.</source>
        <translation>Це не збережена гра Аттактікс.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="211" />
        <source>This saved game comes from another version of the app.</source>
        <translation>Цю гру збережено іншою версією застосунку.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="217" />
        <source>The saved shots end differently on this build; the game cannot be restored exactly.</source>
        <translation>Збережені постріли на цій збірці закінчуються інакше; гру не можна точно відновити.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="220" />
        <source>The saved game is damaged: %1</source>
        <translation>Збережену гру пошкоджено: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="230" />
        <source>%1 against %2, turn %3</source>
        <translation>%1 проти %2, хід %3</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="236" />
        <source>An Attacktix game</source>
        <translation>Гра Аттактікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="248" />
        <source>Move taken back.</source>
        <translation>Переміщення скасовано.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="280" />
        <source>The catalog has no figure %1.</source>
        <translation>У каталозі немає фігурки %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="286" />
        <source>A game has two squads.</source>
        <translation>У грі два загони.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="300" />
        <source>Each side is a person or a computer level.</source>
        <translation>Кожна сторона — людина або рівень комп'ютера.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/play/attacktix.py" line="329" />
        <source>Game restored: %n action(s) replayed.</source>
        <translation>
            <numerusform>Гру відновлено: повторено %n дію.</numerusform>
            <numerusform>Гру відновлено: повторено %n дії.</numerusform>
            <numerusform>Гру відновлено: повторено %n дій.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="331" />
        <source>%1 starts.</source>
        <translation>%1 починає.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="333" />
        <source>Coin flip: %1 starts.</source>
        <translation>Жереб: починає %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="365" />
        <source>Not allowed: %1</source>
        <translation>Не можна: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="422" />
        <source>The computer could not decide: %1</source>
        <translation>Комп'ютер не зміг вирішити: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="462" />
        <source>%1 takes control of %2</source>
        <translation>%1 бере під контроль %2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="468" />
        <source>Effect</source>
        <translation>Ефект</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="468" />
        <source>Use which effect?</source>
        <translation>Який ефект застосувати?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="502" />
        <source>Both last figures fell in the same attack: a draw.</source>
        <translation>Останні фігурки обох гравців упали від однієї атаки: нічия.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/play/attacktix.py" line="504" />
        <source>Time called after %n turn(s).</source>
        <translation>
            <numerusform>Час вичерпано після %n ходу.</numerusform>
            <numerusform>Час вичерпано після %n ходів.</numerusform>
            <numerusform>Час вичерпано після %n ходів.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="506" />
        <source>%1 has the last figure standing.</source>
        <translation>У %1 залишилася остання фігурка на ногах.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="508" />
        <source>%1 knocked over %2 points of figures.</source>
        <translation>%1 збиває фігурок на %2 очок.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/play/attacktix.py" line="514" />
        <source>%1: %n figure(s) left standing.</source>
        <translation>
            <numerusform>%1: на ногах залишилася %n фігурка.</numerusform>
            <numerusform>%1: на ногах залишилися %n фігурки.</numerusform>
            <numerusform>%1: на ногах залишилося %n фігурок.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="536" />
        <source>%1 (%2, %3 points)</source>
        <translation>%1 (%2, %3 очок)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="544" />
        <source>Last Stand</source>
        <translation>Останній рубіж</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="545" />
        <source>Thunderclap</source>
        <translation>Громовий удар</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="546" />
        <source>Swap</source>
        <translation>Обмін</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="547" />
        <source>Vanquish</source>
        <translation>Розгром</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="548" />
        <source>Recover</source>
        <translation>Відновлення</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="549" />
        <source>Rally</source>
        <translation>Збір</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="550" />
        <source>Attackback</source>
        <translation>Відповідна атака</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="551" />
        <source>Capture</source>
        <translation>Полонення</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="552" />
        <source>Force Push</source>
        <translation>Силовий поштовх</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="553" />
        <source>Battle Cry</source>
        <translation>Бойовий клич</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="554" />
        <source>Rescue</source>
        <translation>Порятунок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="555" />
        <source>Wolverine's effect</source>
        <translation>Ефект Росомахи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="556" />
        <source>Spider-Man's effect</source>
        <translation>Ефект Людини-павука</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="557" />
        <source>Mystique's effect</source>
        <translation>Ефект Містик</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="558" />
        <source>Daredevil's effect</source>
        <translation>Ефект Сорвиголови</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="571" />
        <source>Which of the opponent's backups comes into play for you?</source>
        <translation>Яка із запасних фігурок суперника входить у гру за вас?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="573" />
        <source>Which figure of the opponent's defeated area leaves the game?</source>
        <translation>Яка фігурка із зони переможених суперника покидає гру?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="575" />
        <source>Which of your defeated figures comes back into play?</source>
        <translation>Яка з ваших переможених фігурок повертається в гру?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="577" />
        <source>Which of your figures makes a free move and attack now?</source>
        <translation>Яка з ваших фігурок зараз робить вільне переміщення й атаку?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="578" />
        <source>Choose a figure</source>
        <translation>Виберіть фігурку</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="582" />
        <source>the game is over</source>
        <translation>гру закінчено</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="583" />
        <source>a choice is waiting</source>
        <translation>спершу треба зробити вибір</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="584" />
        <source>that figure is not in play</source>
        <translation>ця фігурка не в грі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="585" />
        <source>that figure is not yours</source>
        <translation>це не ваша фігурка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="586" />
        <source>a figure that fired cannot move this turn</source>
        <translation>фігурка, що вже атакувала, цього ходу не може рухатися</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="587" />
        <source>moves come before attacks</source>
        <translation>переміщення робляться до атак</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="588" />
        <source>that figure has already moved this turn</source>
        <translation>ця фігурка цього ходу вже рухалася</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="590" />
        <source>a move must keep the whole base on the table</source>
        <translation>уся підставка має лишатися на столі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="592" />
        <source>no attacks left this turn</source>
        <translation>атак цього ходу більше немає</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="593" />
        <source>each attack is made by a different figure</source>
        <translation>кожну атаку робить інша фігурка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="594" />
        <source>that figure's missile is not reloaded</source>
        <translation>снаряд цієї фігурки не перезаряджено</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="595" />
        <source>only the Attackback figure may move, once</source>
        <translation>рухатися може лише фігурка відповідної атаки, один раз</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="596" />
        <source>only the Attackback figure may attack</source>
        <translation>атакувати може лише фігурка відповідної атаки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="598" />
        <source>this power cannot move a figure out of the arena</source>
        <translation>ця сила не може вивести фігурку за межі арени</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="604" />
        <source>that move is longer than the figure's speed</source>
        <translation>це переміщення довше за швидкість фігурки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="606" />
        <source>a figure is moved further than the power allows</source>
        <translation>фігурку переміщено далі, ніж дозволяє сила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="615" />
        <source>%1 moves %2 tix; window %3 (%4).</source>
        <translation>%1 переміщується на %2 тікс; віконце %3 (%4).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="619" />
        <location filename="../../desktop/ui/play/attacktix.py" line="637" />
        <location filename="../../desktop/ui/play/attacktix.py" line="789" />
        <source>white</source>
        <translation>білий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="619" />
        <location filename="../../desktop/ui/play/attacktix.py" line="637" />
        <location filename="../../desktop/ui/play/attacktix.py" line="789" />
        <source>black</source>
        <translation>чорний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="622" />
        <source>a hit</source>
        <translation>влучання</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="622" />
        <source>a miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="625" />
        <source>%1 attacks: %2.</source>
        <translation>%1 атакує: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="631" />
        <source>%1 is defeated (%2 points for %3).</source>
        <translation>%1 переможено (%2 очок для %3).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="639" />
        <source>Window of %1: %2.</source>
        <translation>Віконце %1: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="645" />
        <source>%1 takes effect!</source>
        <translation>%1 діє!</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="647" />
        <source>%1 cannot take effect.</source>
        <translation>%1 не може подіяти.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="652" />
        <source>%1 stands up again.</source>
        <translation>%1 знову стає на ноги.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="654" />
        <source>%1 comes into play.</source>
        <translation>%1 входить у гру.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="657" />
        <source>%1 leaves the game for good.</source>
        <translation>%1 назавжди покидає гру.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="661" />
        <source>%1 now controls %2.</source>
        <translation>Тепер %1 керує фігуркою %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="667" />
        <source>%1 is moved %2 tix.</source>
        <translation>%1 переміщено на %2 тікс.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="672" />
        <source>%1!</source>
        <translation>%1!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/play/attacktix.py" line="674" />
        <source>Battle Cry: %n more attack(s) this turn.</source>
        <translation>
            <numerusform>Бойовий клич: цього ходу ще %n атака.</numerusform>
            <numerusform>Бойовий клич: цього ходу ще %n атаки.</numerusform>
            <numerusform>Бойовий клич: цього ходу ще %n атак.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="677" />
        <source>Turn %1: %2, %3 attacks.</source>
        <translation>Хід %1: %2, атак: %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="684" />
        <source>%1 chooses for %2.</source>
        <translation>%1 робить вибір для: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="690" />
        <location filename="../../desktop/ui/play/attacktix.py" line="714" />
        <source>the order of the powers</source>
        <translation>порядок сил</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="697" />
        <source>No game yet: start a new one.</source>
        <translation>Гри ще немає: почніть нову.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="701" />
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="702" />
        <source>Turn %1 — %2</source>
        <translation>Хід %1 — %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/play/attacktix.py" line="704" />
        <source>%n figure(s) moved</source>
        <translation>
            <numerusform>переміщено %n фігурку</numerusform>
            <numerusform>переміщено %n фігурки</numerusform>
            <numerusform>переміщено %n фігурок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/play/attacktix.py" line="705" />
        <source>%n attack(s) left</source>
        <translation>
            <numerusform>залишилася %n атака</numerusform>
            <numerusform>залишилося %n атаки</numerusform>
            <numerusform>залишилося %n атак</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="708" />
        <source>%1 must choose: %2</source>
        <translation>%1 має вибрати: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="719" />
        <source>Attackback: %1 makes a free move and attack.</source>
        <translation>Відповідна атака: %1 робить вільне переміщення й атаку.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="724" />
        <source>The computer is thinking…</source>
        <translation>Комп'ютер думає…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="729" />
        <source>Attacktix: start a new game</source>
        <translation>Аттактікс: почніть нову гру</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="733" />
        <source>Attacktix: a draw</source>
        <translation>Аттактікс: нічия</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="734" />
        <source>Attacktix: %1 wins</source>
        <translation>Аттактікс: перемагає %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="737" />
        <source>%1 (computer) is playing</source>
        <translation>%1 (комп'ютер) грає</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="739" />
        <source>%1: choose for the power</source>
        <translation>%1: зробіть вибір для сили</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="741" />
        <source>%1: Attackback — a free move and attack</source>
        <translation>%1: відповідна атака — вільне переміщення й атака</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="743" />
        <source>%1: attack (drag back from a figure), then end the turn</source>
        <translation>%1: атакуйте (потягніть назад від фігурки), потім завершіть хід</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="744" />
        <source>%1: move figures, then attack</source>
        <translation>%1: переміщуйте фігурки, потім атакуйте</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="769" />
        <source>%1 points destroyed</source>
        <translation>знищено очок: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="772" />
        <source>In play</source>
        <translation>У грі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="773" />
        <source>Backups</source>
        <translation>Запасні</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="774" />
        <source>Defeated area</source>
        <translation>Зона переможених</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="783" />
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="790" />
        <source>speed %1, %2</source>
        <translation>швидкість %1, %2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="794" />
        <source>fired</source>
        <translation>атакувала</translation>
    </message>
</context>
<context>
    <name>AttacktixEditor</name>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="378" />
        <source>Level</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="379" />
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="380" />
        <source>Backups up to</source>
        <translation>Запасні до</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="381" />
        <source>Legality</source>
        <translation>Допустимість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="382" />
        <source>Event rules…</source>
        <translation>Правила турніру…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="383" />
        <source>no limit</source>
        <translation>без обмеження</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="384" />
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="385" />
        <source> pts</source>
        <translation> оч.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="386" />
        <source>Search code, name, class…</source>
        <translation>Пошук за кодом, назвою, класом…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="387" />
        <source>Add to squad</source>
        <translation>Додати до загону</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="388" />
        <source>Add as backup</source>
        <translation>Додати як запасну</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="389" />
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="391" />
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="390" />
        <source>Move to backups</source>
        <translation>До запасних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="392" />
        <source>Move to squad</source>
        <translation>До загону</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="393" />
        <source>One more of this figure</source>
        <translation>Ще одна така фігура</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="394" />
        <source>One fewer of this figure</source>
        <translation>На одну таку фігуру менше</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="395" />
        <source>Catalog figures (double-click or drag to add)</source>
        <translation>Фігури каталогу (двічі клацніть або перетягніть, щоб додати)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="396" />
        <source>Squad</source>
        <translation>Загін</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="397" />
        <source>Backups</source>
        <translation>Запасні</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="398" />
        <source>Rule check</source>
        <translation>Перевірка правил</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="410" />
        <source>{n} points</source>
        <translation>{n} оч.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="411" />
        <source>Other…</source>
        <translation>Інше…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="412" />
        <source>No limit</source>
        <translation>Без обмеження</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="434" />
        <source>All franchises</source>
        <translation>Усі франшизи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="441" />
        <source>All Marvel classes</source>
        <translation>Усі класи Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="447" />
        <source>All classes</source>
        <translation>Усі класи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="451" />
        <source>Any points</source>
        <translation>Будь-які очки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="451" />
        <source>{n} pts</source>
        <translation>{n} оч.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="484" />
        <source>{shown} of {total} figures</source>
        <translation>Фігур: {shown} з {total}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="558" />
        <source>Quick Battle: &lt;b style='color:{c}'&gt;{n} of {req}&lt;/b&gt; figures (no points)</source>
        <translation>Швидка битва: фігур &lt;b style='color:{c}'&gt;{n} з {req}&lt;/b&gt; (без очок)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="565" />
        <source>Total &lt;b&gt;{total}&lt;/b&gt; points (no limit), {n} figures</source>
        <translation>Разом очок: &lt;b&gt;{total}&lt;/b&gt; (без обмеження), фігур: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="573" />
        <source>Total &lt;b style='color:{c}'&gt;{total} / {limit}&lt;/b&gt; points ({mode}), {n} figures</source>
        <translation>Разом очок: &lt;b style='color:{c}'&gt;{total} / {limit}&lt;/b&gt; ({mode}), фігур: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="578" />
        <source>Backups: {total} points (no limit)</source>
        <translation>Запасні: {total} оч. (без обмеження)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="581" />
        <source>Backups: &lt;b style='color:{c}'&gt;{total} / {cap}&lt;/b&gt; points</source>
        <translation>Запасні: &lt;b style='color:{c}'&gt;{total} / {cap}&lt;/b&gt; оч.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="587" />
        <source>&lt;b style='color:#b3261e'&gt;Not legal&lt;/b&gt; under these rules: {n} problem(s).</source>
        <translation>&lt;b style='color:#b3261e'&gt;Не відповідає&lt;/b&gt; цим правилам; проблем: {n}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="592" />
        <source>&lt;b style='color:#1b7f3b'&gt;Legal&lt;/b&gt; under these rules.</source>
        <translation>&lt;b style='color:#1b7f3b'&gt;Відповідає&lt;/b&gt; цим правилам.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="598" />
        <source>Uses archived catalog figures: {names}.</source>
        <translation>Використовує архівовані фігури каталогу: {names}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="627" />
        <source>Add {names} to the backups</source>
        <translation>Додати {names} до запасних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="627" />
        <source>Add {names}</source>
        <translation>Додати {names}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="640" />
        <source>Remove {name}</source>
        <translation>Прибрати {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="642" />
        <source>{name} × {n}</source>
        <translation>{name} × {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="669" />
        <source>Remove {names}</source>
        <translation>Прибрати {names}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="685" />
        <source>Move {names} to the backups</source>
        <translation>Перемістити {names} до запасних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="685" />
        <source>Move {names} to the squad</source>
        <translation>Перемістити {names} до загону</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="708" />
        <source>Change the rules</source>
        <translation>Змінити правила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="727" />
        <source>Change the event rules</source>
        <translation>Змінити правила турніру</translation>
    </message>
</context>
<context>
    <name>AttacktixFigurePicker</name>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="90" />
        <source>Pick a squad</source>
        <translation>Виберіть загін</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="95" />
        <source>Add figures with a double click; remove them from the squad the same way.</source>
        <translation>Додавайте фігурки подвійним клацанням; так само вилучайте їх із загону.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="102" />
        <source>%1 %2 (%3 points)</source>
        <translation>%1 %2 (%3 очок)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="146" />
        <source>%1 figures, %2 of %3 points</source>
        <translation>Фігурок: %1, очок %2 з %3</translation>
    </message>
</context>
<context>
    <name>AttacktixOrderDialog</name>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="46" />
        <source>Order of the powers</source>
        <translation>Порядок сил</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix.py" line="51" />
        <source>Several of your figures fell at once. Drag them into the order their windows are read (top first).</source>
        <translation>Кілька ваших фігурок упали одночасно. Перетягніть їх у порядку, в якому читаються віконця (зверху — першою).</translation>
    </message>
</context>
<context>
    <name>AttacktixSetupDialog</name>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="161" />
        <source>New Attacktix game</source>
        <translation>Нова гра Аттактікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="171" />
        <source>Master Battle (powers and effects)</source>
        <translation>Майстерська битва (сили й ефекти)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="172" />
        <source>Equal Points</source>
        <translation>Рівні очки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="173" />
        <source>Quick Battle (any 3 figures)</source>
        <translation>Швидка битва (будь-які 3 фігурки)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="176" />
        <source>Level</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="179" />
        <source>%1 points</source>
        <translation>%1 очок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="180" />
        <source>Point limit</source>
        <translation>Ліміт очок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="183" />
        <source>Player A (blue)</source>
        <translation>Гравець A (синій)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="183" />
        <source>Player B (red)</source>
        <translation>Гравець B (червоний)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="186" />
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="186" />
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="188" />
        <source>Name</source>
        <translation>Ім'я</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="190" />
        <source>Picked on the spot</source>
        <translation>Вибраний на місці</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="195" />
        <source>%1 — not legal: %2</source>
        <translation>%1 — не за правилами: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="198" />
        <source>Pick figures…</source>
        <translation>Вибрати фігурки…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="203" />
        <source>Squad</source>
        <translation>Загін</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="209" />
        <source>Computer, hard</source>
        <translation>Комп'ютер, важкий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="210" />
        <source>Computer, normal</source>
        <translation>Комп'ютер, звичайний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="211" />
        <source>Computer, easy</source>
        <translation>Комп'ютер, легкий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="212" />
        <source>Another person (hot-seat)</source>
        <translation>Інша людина (за одним комп'ютером)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="215" />
        <source>Player B is</source>
        <translation>Гравець B —</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="219" />
        <source> tix</source>
        <translation> тікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="222" />
        <source>36 × 36 tix is the rulebook's table; 30 × 30 the Star Wars tournament one</source>
        <translation>36 × 36 тікс — стіл із правил; 30 × 30 — турнірний стіл Star Wars</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="224" />
        <source>Arena size</source>
        <translation>Розмір арени</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="227" />
        <source>Coin flip</source>
        <translation>Жереб</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="228" />
        <source>Player A</source>
        <translation>Гравець A</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="229" />
        <source>Player B</source>
        <translation>Гравець B</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="232" />
        <source>First player</source>
        <translation>Перший гравець</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="237" />
        <source>100 = every shot goes exactly where it is aimed; lower = more deviation</source>
        <translation>100 = кожен постріл летить точно туди, куди цілились; менше = більше відхилення</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="239" />
        <source>Steady hand</source>
        <translation>Тверда рука</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="242" />
        <source>No limit</source>
        <translation>Без обмеження</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="243" />
        <source>Turn limit</source>
        <translation>Обмеження ходів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="247" />
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="310" />
        <source>That squad cannot be loaded: %1</source>
        <translation>Цей загін не вдається завантажити: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="314" />
        <source>The catalog has no figure %1.</source>
        <translation>У каталозі немає фігурки %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="316" />
        <source>Each player needs at least one figure.</source>
        <translation>Кожному гравцеві потрібна принаймні одна фігурка.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="319" />
        <source>A Quick Battle squad has exactly 3 figures.</source>
        <translation>Загін швидкої битви має рівно 3 фігурки.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/attacktix_setup.py" line="322" />
        <source>Squad %1 is worth %2 points, not %3.</source>
        <translation>Загін %1 коштує %2 очок, а не %3.</translation>
    </message>
</context>
<context>
    <name>BacksWidget</name>
    <message numerus="yes">
        <location filename="../../desktop/ui/play/toybattle.py" line="138" />
        <source>%n troop(s) on this rack, hidden.</source>
        <translation>
            <numerusform>%n військо на цій стійці, приховане.</numerusform>
            <numerusform>%n війська на цій стійці, приховані.</numerusform>
            <numerusform>%n військ на цій стійці, приховані.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/play/toybattle.py" line="134" />
        <source>%n hidden</source>
        <translation>
            <numerusform>%n приховане</numerusform>
            <numerusform>%n приховані</numerusform>
            <numerusform>%n прихованих</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEditorBase</name>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="86" />
        <source>Select</source>
        <translation>Вибір</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="87" />
        <source>Select and drag; Shift-drag from one node to another draws a path</source>
        <translation>Вибирайте й перетягуйте; перетягування з Shift від вузла до вузла проводить шлях</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="90" />
        <source>Paths</source>
        <translation>Шляхи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="91" />
        <source>Drag from node to node to add a path, or to remove one</source>
        <translation>Перетягніть від вузла до вузла, щоб додати шлях або прибрати наявний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="98" />
        <location filename="../../desktop/ui/catalog/board_editor.py" line="312" />
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="100" />
        <source>Delete the selected nodes and paths (Delete)</source>
        <translation>Видалити вибрані вузли та шляхи (Delete)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="231" />
        <location filename="../../desktop/ui/catalog/board_editor.py" line="320" />
        <source>Remove path {a}-{b}</source>
        <translation>Прибрати шлях {a}-{b}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="236" />
        <source>Add path {a}-{b}</source>
        <translation>Додати шлях {a}-{b}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="252" />
        <source>Move {id}</source>
        <translation>Перемістити {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="254" />
        <source>Move {n} nodes</source>
        <translation>Перемістити вузли ({n})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="266" />
        <source>Delete {n} item(s)</source>
        <translation>Видалити елементи ({n})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="366" />
        <source>Checks: {n} problem(s)</source>
        <translation>Перевірка: проблем — {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="371" />
        <source>Checks: the board is sound.</source>
        <translation>Перевірка: поле без помилок.</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <location filename="../../desktop/ui/catalog/values.py" line="141" />
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/values.py" line="154" />
        <source>{n} entries</source>
        <translation>записів: {n}</translation>
    </message>
</context>
<context>
    <name>CatalogChoices</name>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="30" />
        <source>rulebook</source>
        <translation>правила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="31" />
        <source>published</source>
        <translation>опубліковано</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="32" />
        <source>custom</source>
        <translation>власне</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="38" />
        <source>always</source>
        <translation>завжди</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="39" />
        <source>only figure in play</source>
        <translation>єдина фігура в грі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="40" />
        <source>named in play</source>
        <translation>названа фігура в грі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="41" />
        <source>named other in play</source>
        <translation>інша названа фігура в грі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="43" />
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="44" />
        <source>self</source>
        <translation>сама фігура</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="45" />
        <source>own</source>
        <translation>свої</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="46" />
        <source>opponent</source>
        <translation>суперник</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="47" />
        <source>attacker</source>
        <translation>атакувальник</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="49" />
        <source>this figure</source>
        <translation>ця фігура</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="50" />
        <source>in play</source>
        <translation>у грі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="51" />
        <source>defeated area</source>
        <translation>зона переможених</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="52" />
        <source>backups</source>
        <translation>запасні</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="54" />
        <source>any</source>
        <translation>будь-яка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="55" />
        <source>named</source>
        <translation>названа</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="59" />
        <source>stand up</source>
        <translation>підвестися</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="60" />
        <source>move figures</source>
        <translation>перемістити фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="61" />
        <source>replace with target</source>
        <translation>замінити ціллю</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="62" />
        <source>remove target then stand up</source>
        <translation>прибрати ціль, потім підвестися</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="63" />
        <source>return target to play</source>
        <translation>повернути ціль у гру</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="64" />
        <source>free move and attack</source>
        <translation>вільний хід і атака</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="65" />
        <source>take control of target</source>
        <translation>взяти ціль під контроль</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="66" />
        <source>extra attack next turn</source>
        <translation>додаткова атака наступного ходу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="67" />
        <source>return to start</source>
        <translation>повернутися на старт</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="75" />
        <source>other of marvel class in play</source>
        <translation>інша фігура класу Marvel у грі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="76" />
        <source>distinct marvel classes in play</source>
        <translation>різні класи Marvel у грі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="80" />
        <source>each turn</source>
        <translation>щоходу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="81" />
        <source>after defeating class</source>
        <translation>після перемоги над класом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="82" />
        <source>after defeating higher points class</source>
        <translation>після перемоги над класом із більшими очками</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="83" />
        <source>touching opponent</source>
        <translation>дотик до суперника</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="86" />
        <source>once per turn</source>
        <translation>раз за хід</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="87" />
        <source>once</source>
        <translation>один раз</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="88" />
        <source>move and extra attack</source>
        <translation>хід і додаткова атака</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="89" />
        <source>extra attack</source>
        <translation>додаткова атака</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="90" />
        <source>take control then remove self</source>
        <translation>взяти під контроль, потім прибрати себе</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="91" />
        <source>attack not counted</source>
        <translation>атака не враховується</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="102" />
        <source>Marvel</source>
        <translation>Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="103" />
        <source>Star Wars</source>
        <translation>Star Wars</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="104" />
        <source>Transformers</source>
        <translation>Transformers</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="117" />
        <source>shooter</source>
        <translation>стрільба</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="118" />
        <source>striker</source>
        <translation>удар</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="119" />
        <source>flight</source>
        <translation>політ</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="120" />
        <source>throwing</source>
        <translation>кидок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="121" />
        <source>kicking</source>
        <translation>удар ногою</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="122" />
        <source>shield</source>
        <translation>щит</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="123" />
        <source>force blast</source>
        <translation>силова хвиля</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="154" />
        <source>sword</source>
        <translation>меч</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="155" />
        <source>star</source>
        <translation>зірка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="156" />
        <source>bomb</source>
        <translation>бомба</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="175" />
        <source>draw two</source>
        <translation>взяти два</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="176" />
        <source>place extra</source>
        <translation>розмістити ще одне</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="177" />
        <source>discard adjacent</source>
        <translation>скинути сусіднє</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="178" />
        <source>ignore connection</source>
        <translation>ігнорувати з'єднання</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="179" />
        <source>discard from rack</source>
        <translation>скинути зі стійки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="180" />
        <source>draw one</source>
        <translation>взяти одне</translation>
    </message>
</context>
<context>
    <name>CatalogFields</name>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="15" />
        <source>Symbol</source>
        <translation>Символ</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="16" />
        <source>The letter-symbol on the base</source>
        <translation>Літера-символ на підставці</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="17" />
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="18" />
        <source>Description</source>
        <translation>Опис</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="21" />
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="22" />
        <source>Colour</source>
        <translation>Колір</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="23" />
        <source>#rrggbb used to draw the symbol</source>
        <translation>#rrggbb для малювання символу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="29" />
        <source>Source</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="33" />
        <source>Names a figure or class</source>
        <translation>Називає фігуру чи клас</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="34" />
        <source>Figures with this power name a figure, Attacktix class or Marvel class</source>
        <translation>Фігури з цією силою називають фігуру, клас Аттактікс або клас Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="37" />
        <source>Condition</source>
        <translation>Умова</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="42" />
        <source>Target side</source>
        <translation>Сторона цілі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="48" />
        <source>Target zone</source>
        <translation>Зона цілі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="53" />
        <source>Target filter</source>
        <translation>Фільтр цілі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="56" />
        <source>Not this figure</source>
        <translation>Крім цієї фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="57" />
        <source>Up to how many targets</source>
        <translation>Скільки цілей щонайбільше</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="58" />
        <source>Action</source>
        <translation>Дія</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="68" />
        <source>Distance</source>
        <translation>Відстань</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="69" />
        <source>Moved figures' wheels turn</source>
        <translation>Колеса переміщених фігур обертаються</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="70" />
        <source>May push out of the arena</source>
        <translation>Може виштовхнути за межі арени</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="74" />
        <source>Figure's collector code</source>
        <translation>Колекційний код фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="77" />
        <source>Condition: Marvel class</source>
        <translation>Умова: клас Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="78" />
        <source>Condition: number of classes</source>
        <translation>Умова: кількість класів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="79" />
        <source>Trigger</source>
        <translation>Тригер</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="84" />
        <source>Trigger: Attacktix class</source>
        <translation>Тригер: клас Аттактікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="85" />
        <source>How often</source>
        <translation>Як часто</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="92" />
        <source>Touching within</source>
        <translation>Дотик у межах</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="99" />
        <source>Collector code</source>
        <translation>Колекційний код</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="100" />
        <source>e.g. MV-09</source>
        <translation>напр., MV-09</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="101" />
        <source>Franchise</source>
        <translation>Франшиза</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="105" />
        <source>Point value</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="106" />
        <source>Speed</source>
        <translation>Швидкість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="107" />
        <source>The plain speed (every slot of a generated wheel)</source>
        <translation>Базова швидкість (у кожному слоті згенерованого колеса)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="108" />
        <source>White slots</source>
        <translation>Білі слоти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="109" />
        <source>n of the n/26 chance that the window is white</source>
        <translation>n у шансі n/26, що у віконці буде білий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="110" />
        <source>Wheel</source>
        <translation>Колесо</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="111" />
        <source>26 slots of {speed, colour}; empty = generated from speed and white slots</source>
        <translation>26 слотів {speed, colour}; порожньо = згенерувати зі швидкості та білих слотів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="114" />
        <source>Attacktix class</source>
        <translation>Клас Аттактікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="115" />
        <source>Marvel class</source>
        <translation>Клас Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="116" />
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="124" />
        <source>Attack range</source>
        <translation>Дальність атаки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="125" />
        <source>Attack impulse</source>
        <translation>Імпульс атаки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="126" />
        <source>Attack spread</source>
        <translation>Розкид атаки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="127" />
        <source>Base radius</source>
        <translation>Радіус підставки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="128" />
        <source>Mass</source>
        <translation>Маса</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="129" />
        <source>Standing height</source>
        <translation>Висота стоячи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="130" />
        <source>Stability override</source>
        <translation>Стійкість (вручну)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="131" />
        <source>Empty = derived from mass, base radius and height</source>
        <translation>Порожньо = обчислюється з маси, радіуса підставки та висоти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="132" />
        <source>Special power</source>
        <translation>Суперсила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="133" />
        <source>Power names figure</source>
        <translation>Сила називає фігуру</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="134" />
        <source>Power names Attacktix class</source>
        <translation>Сила називає клас Аттактікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="135" />
        <source>Power names Marvel class</source>
        <translation>Сила називає клас Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="136" />
        <source>Effect</source>
        <translation>Ефект</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="137" />
        <source>Gold</source>
        <translation>Золото</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="138" />
        <source>Tournament figure</source>
        <translation>Турнірна фігура</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="139" />
        <source>Mega</source>
        <translation>Мега</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="146" />
        <source>#rrggbb</source>
        <translation>#rrggbb</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="147" />
        <source>Icon</source>
        <translation>Значок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="148" />
        <source>A short symbol or the name of an icon</source>
        <translation>Короткий символ або назва значка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="151" />
        <source>Species</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="152" />
        <source>Black number</source>
        <translation>Чорне число</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="153" />
        <source>Black symbols</source>
        <translation>Чорні символи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="157" />
        <source>White number</source>
        <translation>Біле число</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="158" />
        <source>White symbols</source>
        <translation>Білі символи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="161" />
        <source>Spaces</source>
        <translation>Клітинки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="162" />
        <source>[{id, x, y, adjacent: [ids], bonus: {species, value} | null, warp: species | null}]</source>
        <translation>[{id, x, y, adjacent: [ids], bonus: {species, value} | null, warp: species | null}]</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="165" />
        <source>Start spaces</source>
        <translation>Стартові клітинки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="169" />
        <source>Strength</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="170" />
        <source>Empty for the joker</source>
        <translation>Порожньо для джокера</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="171" />
        <source>Joker</source>
        <translation>Джокер</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="172" />
        <source>May go on any enemy troop, and any enemy troop may cover it</source>
        <translation>Можна ставити на будь-яке вороже військо, і будь-яке вороже військо може його накрити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="173" />
        <source>Copies per player</source>
        <translation>Копій на гравця</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="174" />
        <source>Effect when placed</source>
        <translation>Ефект під час розміщення</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="181" />
        <source>Effect count</source>
        <translation>Кількість для ефекту</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="182" />
        <source>How many troops the effect draws, places or discards</source>
        <translation>Скільки військ ефект бере, розміщує чи скидає</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="183" />
        <source>Effect text</source>
        <translation>Текст ефекту</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="190" />
        <source>Medals to win</source>
        <translation>Медалей для перемоги</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="191" />
        <source>Nodes</source>
        <translation>Вузли</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="192" />
        <source>[{id, kind: hq_blue|hq_red|base, special, adjacent: [ids], x_pct, y_pct, cx, cy}]</source>
        <translation>[{id, kind: hq_blue|hq_red|base, special, adjacent: [ids], x_pct, y_pct, cx, cy}]</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="195" />
        <source>Regions</source>
        <translation>Регіони</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="196" />
        <source>[{id, bases: [base ids], medals: 1–3}]</source>
        <translation>[{id, bases: [base ids], medals: 1–3}]</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="197" />
        <source>published: one of the eight terrains of the published game</source>
        <translation>published: одна з восьми місцевостей опублікованої гри</translation>
    </message>
</context>
<context>
    <name>CatalogForm</name>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="140" />
        <source>Choose a colour…</source>
        <translation>Вибрати колір…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="157" />
        <source>Choose a colour</source>
        <translation>Виберіть колір</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="271" />
        <location filename="../../desktop/ui/catalog/fields.py" line="332" />
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="285" />
        <source>{value} (unknown)</source>
        <translation>{value} (невідомо)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="340" />
        <source>{text} (archived)</source>
        <translation>{text} (в архіві)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="352" />
        <source>{key} (not in the catalog)</source>
        <translation>{key} (немає в каталозі)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="398" />
        <source>entries separated by commas</source>
        <translation>значення через кому</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="414" />
        <source>{entry!r} is not a number</source>
        <translation>{entry!r} — не число</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="437" />
        <source>empty</source>
        <translation>порожньо</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="450" />
        <source>not valid JSON (line {line}, column {col})</source>
        <translation>некоректний JSON (рядок {line}, стовпець {col})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="143" />
        <source>Choose an item in the table, or make a new one (Ctrl+N).</source>
        <translation>Виберіть елемент у таблиці або створіть новий (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="149" />
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="150" />
        <source>Save the changes (Ctrl+S)</source>
        <translation>Зберегти зміни (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="153" />
        <source>Revert</source>
        <translation>Скасувати зміни</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="154" />
        <source>Forget the changes that are not saved</source>
        <translation>Відкинути незбережені зміни</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="212" />
        <source>This value is a placeholder: it does not come from a published source. Editing the value clears the mark; tick the box to keep it.</source>
        <translation>Це значення — заповнювач: воно не з опублікованого джерела. Зміна значення знімає позначку; поставте прапорець, щоб її зберегти.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="244" />
        <source>The board is placeholder data; tick to keep the mark after editing.</source>
        <translation>Поле містить дані-заповнювачі; поставте прапорець, щоб зберегти позначку після редагування.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="477" />
        <source>placeholder</source>
        <translation>заповнювач</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="480" />
        <source>Placeholder value: not from a published source. Editing the value clears the mark.</source>
        <translation>Значення-заповнювач: не з опублікованого джерела. Зміна значення знімає позначку.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="485" />
        <source>The mark was cleared because you changed the value; tick to keep the value marked.</source>
        <translation>Позначку знято, бо ви змінили значення; поставте прапорець, щоб значення лишилося позначеним.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="506" />
        <source>placeholder board data</source>
        <translation>дані поля — заповнювачі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="516" />
        <source>Confirm this value (clear the placeholder mark)</source>
        <translation>Підтвердити це значення (зняти позначку заповнювача)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="519" />
        <source>Mark as placeholder</source>
        <translation>Позначити як заповнювач</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="672" />
        <source>{n} problem(s) to fix before saving</source>
        <translation>Перед збереженням треба виправити проблем: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="675" />
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="678" />
        <source>Saved</source>
        <translation>Збережено</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="691" />
        <source>New {kind}</source>
        <translation>Новий запис: {kind}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="693" />
        <source>Not saved yet.</source>
        <translation>Ще не збережено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="700" />
        <source>shipped with the app</source>
        <translation>постачається з програмою</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="701" />
        <source>made here</source>
        <translation>створено тут</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="702" />
        <source>imported</source>
        <translation>імпортовано</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="707" />
        <source>archived (read-only: restore it to edit)</source>
        <translation>в архіві (лише для читання: відновіть, щоб редагувати)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="712" />
        <source>needs checking: {n} placeholder value(s)</source>
        <translation>потребує перевірки: заповнювачів — {n}</translation>
    </message>
</context>
<context>
    <name>CatalogImport</name>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="60" />
        <source>placeholder marks</source>
        <translation>позначки заповнювачів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="62" />
        <source>archived</source>
        <translation>в архіві</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="75" />
        <source>Item</source>
        <translation>Елемент</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="76" />
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="77" />
        <source>Name or changed fields</source>
        <translation>Назва або змінені поля</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="82" />
        <source>New items ({n})</source>
        <translation>Нові елементи ({n})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="83" />
        <source>Changed items ({n})</source>
        <translation>Змінені елементи ({n})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="84" />
        <source>Unchanged ({n})</source>
        <translation>Без змін ({n})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="119" />
        <source>Import catalog</source>
        <translation>Імпорт каталогу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="123" />
        <source>{file}: {created} new, {updated} changed, {unchanged} unchanged. Nothing has been written yet.</source>
        <translation>{file}: нових — {created}, змінених — {updated}, без змін — {unchanged}. Поки що нічого не записано.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="146" />
        <source>Edit → Undo takes the whole import back.</source>
        <translation>Редагування → Скасувати скасує весь імпорт.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="151" />
        <source>Import</source>
        <translation>Імпортувати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="155" />
        <source>The file holds nothing new</source>
        <translation>У файлі немає нічого нового</translation>
    </message>
</context>
<context>
    <name>CatalogKinds</name>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="10" />
        <source>Attacktix class</source>
        <translation>Клас Аттактікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="11" />
        <source>Attacktix classes</source>
        <translation>Класи Аттактікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="12" />
        <source>The letter-symbol class on a figure's base (the rulebook's ATTACKTIX Class table).</source>
        <translation>Клас-символ (літера) на підставці фігури (таблиця класів Аттактікс у правилах).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="19" />
        <source>Marvel class</source>
        <translation>Клас Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="20" />
        <source>Marvel classes</source>
        <translation>Класи Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="24" />
        <source>Special power</source>
        <translation>Суперсила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="25" />
        <source>Special powers</source>
        <translation>Суперсили</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="26" />
        <source>A Master Battle power: takes effect when the defeated figure's window is white.</source>
        <translation>Сила режиму «Майстер-битва»: діє, коли у віконці переможеної фігури білий колір.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="71" />
        <source>Effect</source>
        <translation>Ефект</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="72" />
        <source>Effects</source>
        <translation>Ефекти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="73" />
        <source>A persistent Master Battle effect of a figure.</source>
        <translation>Постійний ефект фігури в режимі «Майстер-битва».</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="93" />
        <source>Figure</source>
        <translation>Фігура</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="94" />
        <source>Figures</source>
        <translation>Фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="95" />
        <source>A battle figure. Values that are not from a published source are marked as placeholders.</source>
        <translation>Бойова фігура. Значення не з опублікованих джерел позначено як заповнювачі.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="140" />
        <source>Species</source>
        <comment>singular kind label</comment>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="141" />
        <source>Species</source>
        <comment>plural section title</comment>
        <translation>Види</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="142" />
        <source>A species of glyphs and terrains (the rules name none: the shipped six are sample data).</source>
        <translation>Вид гліфів і місцевостей (правила жодного не називають: шість наявних — це зразкові дані).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="149" />
        <source>Power glyph</source>
        <translation>Гліф сили</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="150" />
        <source>Power glyphs</source>
        <translation>Гліфи сили</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="159" />
        <source>Battle terrain</source>
        <translation>Бойова місцевість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="160" />
        <source>Battle terrains</source>
        <translation>Бойові місцевості</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="166" />
        <source>Troop</source>
        <translation>Військо</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="167" />
        <source>Troops</source>
        <translation>Війська</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="168" />
        <source>A troop type; each player owns 3 of each of the 8 types.</source>
        <translation>Тип війська; кожен гравець має по 3 війська кожного з 8 типів.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="184" />
        <source>Terrain</source>
        <translation>Місцевість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="185" />
        <source>Terrains</source>
        <translation>Місцевості</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="186" />
        <source>A board: HQs, bases, paths between them, regions holding medals, and the medal target.</source>
        <translation>Ігрове поле: штаби, бази, шляхи між ними, регіони з медалями та кількість медалей для перемоги.</translation>
    </message>
</context>
<context>
    <name>CatalogProblems</name>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="10" />
        <source>an item must be an object of fields</source>
        <translation>запис має бути об'єктом із полями</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="11" />
        <source>unknown field {field!r} for {kind}</source>
        <translation>невідоме поле {field!r} для типу «{kind}»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="12" />
        <source>must not start or end with spaces</source>
        <translation>не може починатися чи закінчуватися пробілами</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="13" />
        <source>{key!r} is already used by another {kind}</source>
        <translation>{key!r} вже використовує інший запис типу «{kind}»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="14" />
        <source>{value!r} is already used by {other}</source>
        <translation>{value!r} вже використовує {other}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="15" />
        <source>cannot be checked: {reason}</source>
        <translation>неможливо перевірити: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="16" />
        <source>must be at least {min}</source>
        <translation>має бути не менше {min}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="17" />
        <source>entry {entry} must be at least {min}</source>
        <translation>елемент {entry} має бути не менше {min}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="18" />
        <source>must be at most {max}</source>
        <translation>має бути не більше {max}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="19" />
        <source>entry {entry} must be at most {max}</source>
        <translation>елемент {entry} має бути не більше {max}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="20" />
        <source>must be a multiple of {step}</source>
        <translation>має бути кратним {step}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="21" />
        <source>entry {entry} must be a multiple of {step}</source>
        <translation>елемент {entry} має бути кратним {step}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="22" />
        <source>is required</source>
        <translation>обов'язкове поле</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="23" />
        <source>must be text</source>
        <translation>має бути текстом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="24" />
        <source>must be a whole number</source>
        <translation>має бути цілим числом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="25" />
        <source>must be a number</source>
        <translation>має бути числом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="26" />
        <source>must be true or false</source>
        <translation>має бути «так» або «ні»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="27" />
        <source>must be one of {choices}</source>
        <translation>має бути одним із варіантів: {choices}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="28" />
        <source>must be a list of choices</source>
        <translation>має бути списком варіантів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="29" />
        <source>unknown choice {choice!r}; choose from {choices}</source>
        <translation>невідомий варіант {choice!r}; виберіть із: {choices}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="30" />
        <source>lists a choice twice</source>
        <translation>містить варіант двічі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="31" />
        <source>must be the key of an item</source>
        <translation>має бути ключем запису</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="32" />
        <source>refers to {key!r}, which is not in the catalog ({kind})</source>
        <translation>посилається на {key!r}, якого немає в каталозі ({kind})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="33" />
        <source>must be a list</source>
        <translation>має бути списком</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="34" />
        <source>needs at least {n} entries</source>
        <translation>потрібно щонайменше елементів: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="35" />
        <source>takes at most {n} entries</source>
        <translation>допускає щонайбільше елементів: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="36" />
        <source>entry {entry} must be a whole number</source>
        <translation>елемент {entry} має бути цілим числом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="37" />
        <source>entry {entry} must be a number</source>
        <translation>елемент {entry} має бути числом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="38" />
        <source>entry {entry} must be one of {choices}</source>
        <translation>елемент {entry} має бути одним із варіантів: {choices}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="39" />
        <source>entry {entry} must be the key of an item</source>
        <translation>елемент {entry} має бути ключем запису</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="40" />
        <source>entry {entry} must be text</source>
        <translation>елемент {entry} має бути текстом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="41" />
        <source>must be plain data (objects, lists, text, numbers)</source>
        <translation>має бути простими даними (об'єкти, списки, текст, числа)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="42" />
        <source>the condition or target uses the named figure/class, so the power needs one</source>
        <translation>умова чи ціль використовує названу фігуру або клас, тож суперсилі потрібна названа фігура чи клас</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="45" />
        <source>side and zone must both be 'none' or both be set</source>
        <translation>сторона й зона мають бути обидві «немає» або обидві задані</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="46" />
        <source>the attacker is always the 'attacker' zone</source>
        <translation>атакувальник завжди в зоні «атакувальник»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="47" />
        <source>a move needs a distance</source>
        <translation>для переміщення потрібна відстань</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="48" />
        <source>a power that picks figures picks at least one</source>
        <translation>суперсила, що вибирає фігури, вибирає щонайменше одну</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="49" />
        <source>this condition names a Marvel class</source>
        <translation>ця умова називає клас Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="50" />
        <source>this condition needs a number of classes</source>
        <translation>для цієї умови потрібна кількість класів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="51" />
        <source>this trigger names an Attacktix class</source>
        <translation>цей тригер називає клас Аттактікс</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="52" />
        <source>a wheel has exactly {n} slots</source>
        <translation>колесо має рівно {n} слотів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="53" />
        <source>slot {slot} must be {{speed, colour}}</source>
        <translation>слот {slot} має бути {{speed, colour}}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="54" />
        <source>slot {slot}: speed must be a whole number 0–20</source>
        <translation>слот {slot}: швидкість має бути цілим числом 0–20</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="55" />
        <source>slot {slot}: colour must be black or white</source>
        <translation>слот {slot}: колір має бути чорним або білим</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="56" />
        <source>slot {slot}: unknown entry {entry!r}</source>
        <translation>слот {slot}: невідомий запис {entry!r}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="57" />
        <source>the wheel has {whites} white slots, not {count}</source>
        <translation>колесо має білих слотів: {whites}, а не {count}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="58" />
        <source>a power names one figure or class, not several</source>
        <translation>суперсила називає одну фігуру чи клас, а не кілька</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="59" />
        <source>names a figure or class but the figure has no power</source>
        <translation>називає фігуру чи клас, але фігура не має суперсили</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="60" />
        <source>{power} needs a named figure or class</source>
        <translation>{power}: потрібна названа фігура чи клас</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="61" />
        <source>{power} does not name a figure or class</source>
        <translation>{power}: ця суперсила не називає фігуру чи клас</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="62" />
        <source>Mega figures are class M and class M figures are Megas</source>
        <translation>Мега-фігури мають клас M, а фігури класу M — Мега</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="63" />
        <source>a figure is usually either gold or a tournament figure</source>
        <translation>фігура зазвичай або золота, або турнірна</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="64" />
        <source>must be a colour like #3a7bd5</source>
        <translation>має бути кольором на зразок #3a7bd5</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="65" />
        <source>two bombs on one number act as one</source>
        <translation>дві бомби на одному числі діють як одна</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="66" />
        <source>a terrain needs spaces</source>
        <translation>місцевості потрібні клітинки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="67" />
        <source>space {space} must be an object</source>
        <translation>клітинка {space} має бути об'єктом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="68" />
        <source>space {space} needs a whole-number id</source>
        <translation>клітинці {space} потрібен цілочисловий id</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="69" />
        <source>space id {space} is used twice</source>
        <translation>id клітинки {space} використано двічі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="70" />
        <source>space {space}: unknown entry {entry!r}</source>
        <translation>клітинка {space}: невідомий запис {entry!r}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="71" />
        <source>space {space}: {coordinate} must be between 0 and 1</source>
        <translation>клітинка {space}: {coordinate} має бути між 0 і 1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="72" />
        <source>space {space}: adjacent must be a list of space ids</source>
        <translation>клітинка {space}: adjacent має бути списком id клітинок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="73" />
        <source>space {space} is joined to itself</source>
        <translation>клітинку {space} з'єднано із самою собою</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="74" />
        <source>space {space} is joined to missing space {other}</source>
        <translation>клітинку {space} з'єднано з відсутньою клітинкою {other}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="75" />
        <source>space {space} is joined to {other} but not {other} to {space}</source>
        <translation>клітинку {space} з'єднано з {other}, але {other} не з'єднано з {space}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="76" />
        <source>space {space}: a bonus is {{species, value}}</source>
        <translation>клітинка {space}: бонус — це {{species, value}}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="77" />
        <source>space {space}: bonus value must be 1–{max}</source>
        <translation>клітинка {space}: значення бонусу має бути 1–{max}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="78" />
        <source>space {space} is both a bonus and a warp space</source>
        <translation>клітинка {space} водночас бонусна й портальна</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="79" />
        <source>a terrain has two different start spaces</source>
        <translation>місцевість має дві різні стартові клітинки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="80" />
        <source>start space {space} is not a space of the terrain</source>
        <translation>стартова клітинка {space} не належить місцевості</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="81" />
        <source>space {space} cannot be reached from the others</source>
        <translation>до клітинки {space} не можна дістатися з інших</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="82" />
        <source>space {space}: a bonus names a species</source>
        <translation>клітинка {space}: бонус має називати вид</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="83" />
        <source>space {space}: a warp names a species</source>
        <translation>клітинка {space}: портал має називати вид</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="84" />
        <source>space {space}: bonus species {species!r} is not in the catalog</source>
        <translation>клітинка {space}: виду бонусу {species!r} немає в каталозі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="85" />
        <source>space {space}: warp species {species!r} is not in the catalog</source>
        <translation>клітинка {space}: виду порталу {species!r} немає в каталозі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="86" />
        <source>the joker has no strength (shown as X)</source>
        <translation>джокер не має сили (показано як X)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="87" />
        <source>is required (only the joker has none)</source>
        <translation>обов'язкове поле (лише джокер не має сили)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="88" />
        <source>a terrain needs nodes (HQs and bases)</source>
        <translation>місцевості потрібні вузли (штаби й бази)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="89" />
        <source>node {node} must be an object</source>
        <translation>вузол {node} має бути об'єктом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="90" />
        <source>node {node} needs a whole-number id</source>
        <translation>вузлу {node} потрібен цілочисловий id</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="91" />
        <source>node id {node} is used twice</source>
        <translation>id вузла {node} використано двічі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="92" />
        <source>node {node}: unknown entry {entry!r}</source>
        <translation>вузол {node}: невідомий запис {entry!r}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="93" />
        <source>node {node}: kind must be one of {kinds}</source>
        <translation>вузол {node}: тип має бути одним із: {kinds}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="94" />
        <source>node {node}: unknown special {special!r}</source>
        <translation>вузол {node}: невідома особливість {special!r}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="95" />
        <source>node {node}: an HQ can only carry a value restriction</source>
        <translation>вузол {node}: штаб може мати лише обмеження сили</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="96" />
        <source>node {node}: {coordinate} must be between 0 and 1</source>
        <translation>вузол {node}: {coordinate} має бути між 0 і 1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="97" />
        <source>node {node}: {coordinate} must be a percentage</source>
        <translation>вузол {node}: {coordinate} має бути відсотком</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="98" />
        <source>node {node}: adjacent must be a list of node ids</source>
        <translation>вузол {node}: adjacent має бути списком id вузлів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="99" />
        <source>node {node} lists a neighbour twice</source>
        <translation>вузол {node} містить сусіда двічі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="100" />
        <source>node {node} is joined to itself</source>
        <translation>вузол {node} з'єднано із самим собою</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="101" />
        <source>node {node} is joined to missing node {other}</source>
        <translation>вузол {node} з'єднано з відсутнім вузлом {other}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="102" />
        <source>node {node} is joined to {other} but {other} not to {node}</source>
        <translation>вузол {node} з'єднано з {other}, але {other} не з'єднано з {node}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="103" />
        <source>HQ {node} is joined directly to HQ {other}</source>
        <translation>штаб {node} з'єднано безпосередньо зі штабом {other}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="104" />
        <source>Blue has {count} HQs; a terrain gives each player 1 or 2</source>
        <translation>у синього штабів: {count}; місцевість дає кожному гравцеві 1 або 2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="105" />
        <source>Red has {count} HQs; a terrain gives each player 1 or 2</source>
        <translation>у червоного штабів: {count}; місцевість дає кожному гравцеві 1 або 2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="106" />
        <source>base {base} cannot be reached from HQ {hq}</source>
        <translation>до бази {base} не можна дістатися зі штабу {hq}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="107" />
        <source>a terrain needs at least one region</source>
        <translation>місцевості потрібен щонайменше один регіон</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="108" />
        <source>region {region} must be an object</source>
        <translation>регіон {region} має бути об'єктом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="109" />
        <source>region {region} needs a whole-number id</source>
        <translation>регіону {region} потрібен цілочисловий id</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="110" />
        <source>region id {region} is used twice</source>
        <translation>id регіону {region} використано двічі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="111" />
        <source>region {region}: unknown entry {entry!r}</source>
        <translation>регіон {region}: невідомий запис {entry!r}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="112" />
        <source>region {region}: medals must be 1–{max}</source>
        <translation>регіон {region}: медалей має бути 1–{max}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="113" />
        <source>region {region} needs bases</source>
        <translation>регіону {region} потрібні бази</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="114" />
        <source>region {region} lists missing base {base}</source>
        <translation>регіон {region} містить відсутню базу {base}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="115" />
        <source>region {region} lists {base}, which is an HQ, not a base</source>
        <translation>регіон {region} містить {base}, а це штаб, не база</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="116" />
        <source>region {region} lists a base twice</source>
        <translation>регіон {region} містить базу двічі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="117" />
        <source>must be a whole number of at least 1</source>
        <translation>має бути цілим числом, не меншим за 1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="118" />
        <source>is {target}, but the regions hold only {total} medals</source>
        <translation>задано {target}, але в регіонах лише {total} медалей</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="119" />
        <source>is not a field of this kind</source>
        <translation>це не поле цього типу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="120" />
        <source>cannot be a placeholder</source>
        <translation>не може бути заповнювачем</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="121" />
        <source>not an object</source>
        <translation>не об'єкт</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="103" />
        <source>Status</source>
        <translation>Стан</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="139" />
        <source>Needs checking: placeholder values in {fields}</source>
        <translation>Потребує перевірки: заповнювачі в полях {fields}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="143" />
        <source>Placeholder value: not from a published source. Check it and correct it.</source>
        <translation>Значення-заповнювач: не з опублікованого джерела. Перевірте й виправте його.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="168" />
        <source>archived</source>
        <translation>в архіві</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="170" />
        <source>{n} placeholder(s)</source>
        <translation>заповнювачів: {n}</translation>
    </message>
</context>
<context>
    <name>EventRulesDialog</name>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="97" />
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="107" />
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="149" />
        <source>Event rules</source>
        <translation>Правила турніру</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="103" />
        <source>no limit</source>
        <translation>без обмеження</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="112" />
        <source>Megas allowed</source>
        <translation>Мега-фігури дозволено</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="114" />
        <source>Copy limits count the backups too</source>
        <translation>Обмеження копій враховують і запасних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="117" />
        <source>Collector codes, separated by commas</source>
        <translation>Колекційні коди через кому</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="127" />
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="128" />
        <source>Tournament figures, at most</source>
        <translation>Турнірних фігур, щонайбільше</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="129" />
        <source>Copies of each gold figure, at most</source>
        <translation>Копій кожної золотої фігури, щонайбільше</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="130" />
        <source>Copies of any other figure, at most</source>
        <translation>Копій будь-якої іншої фігури, щонайбільше</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="131" />
        <source>Backups, at most (points)</source>
        <translation>Запасні, щонайбільше (очок)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="134" />
        <source>Banned figures</source>
        <translation>Заборонені фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/attacktix_editor.py" line="135" />
        <source>Franchises allowed</source>
        <translation>Дозволені франшизи</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../desktop/ui/pages/play.py" line="45" />
        <source>Hot-seat at this desk or against the computer.</source>
        <translation>Удвох за одним столом або проти комп'ютера.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/play.py" line="46" />
        <source>New game…</source>
        <translation>Нова гра…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/play.py" line="48" />
        <source>The %1 board arrives with its own release.</source>
        <translation>Поле для гри %1 з'явиться в окремому випуску.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/play.py" line="49" />
        <source>Not available yet</source>
        <translation>Поки недоступно</translation>
    </message>
</context>
<context>
    <name>HelixEditor</name>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="270" />
        <source>Search glyph or species…</source>
        <translation>Пошук гліфа чи виду…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="271" />
        <source>Gold only</source>
        <translation>Лише золоті</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="272" />
        <source>Put in slot</source>
        <translation>Вставити в слот</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="273" />
        <source>Power glyphs (double-click or drag onto a slot)</source>
        <translation>Гліфи сили (двічі клацніть або перетягніть на слот)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="274" />
        <source>Helix: six slots</source>
        <translation>Спіраль: шість слотів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="275" />
        <source>Rule check</source>
        <translation>Перевірка правил</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="278" />
        <source>A helix holds exactly six glyphs, at most three of them gold. The number of pieces is not part of the helix: the event or the game set-up chooses it.</source>
        <translation>Спіраль містить рівно шість гліфів, із них щонайбільше три золоті. Кількість фішок не належить до спіралі: її визначає турнір або налаштування гри.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="289" />
        <source>All species</source>
        <translation>Усі види</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="315" />
        <source>{shown} of {total} glyphs</source>
        <translation>Гліфів: {shown} з {total}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="363" />
        <source>&lt;span style='font-size:15px'&gt;Glyphs &lt;b&gt;{filled} / 6&lt;/b&gt; &amp;nbsp; Gold &lt;b style='color:{c}'&gt;{gold} / {max}&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style='font-size:15px'&gt;Гліфи &lt;b&gt;{filled} / 6&lt;/b&gt; &amp;nbsp; Золоті &lt;b style='color:{c}'&gt;{gold} / {max}&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="369" />
        <source>&lt;b style='color:#b3261e'&gt;Not legal&lt;/b&gt;: {n} problem(s).</source>
        <translation>&lt;b style='color:#b3261e'&gt;Не за правилами&lt;/b&gt;; проблем: {n}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="372" />
        <source>&lt;b style='color:#1b7f3b'&gt;Legal&lt;/b&gt; helix.</source>
        <translation>Спіраль &lt;b style='color:#1b7f3b'&gt;за правилами&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="378" />
        <source>Uses archived glyphs: {names}.</source>
        <translation>Використовує архівовані гліфи: {names}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="416" />
        <source>Put {glyph} in slot {n}</source>
        <translation>Вставити {glyph} у слот {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="423" />
        <source>Empty slot {n}</source>
        <translation>Очистити слот {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="427" />
        <source>Swap slots {a} and {b}</source>
        <translation>Поміняти місцями слоти {a} і {b}</translation>
    </message>
</context>
<context>
    <name>HelixTerrainEditor</name>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="34" />
        <source>The terrain has no spaces: use “+ Space” and click on the board.</source>
        <translation>На місцевості немає клітинок: натисніть «+ Клітинка» і клацніть на полі.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="38" />
        <source>Space {s} has a path to missing space(s) {to}.</source>
        <translation>Клітинка {s} має шлях до відсутніх клітинок: {to}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="42" />
        <source>The path between {a} and {b} is listed on one side only.</source>
        <translation>Шлях між {a} і {b} записано лише з одного боку.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="46" />
        <source>Space {s}: a bonus adds 1 to {max}.</source>
        <translation>Клітинка {s}: бонус додає від 1 до {max}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="50" />
        <source>Space {s}: a bonus needs a species.</source>
        <translation>Клітинка {s}: для бонусу потрібен вид.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="52" />
        <source>Space {s} names species {sp!r}, which is not in the catalog.</source>
        <translation>Клітинка {s} називає вид {sp!r}, якого немає в каталозі.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="56" />
        <source>Space {s} is both a bonus and a warp space.</source>
        <translation>Клітинка {s} водночас і бонус, і портал.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="60" />
        <source>A terrain needs two different start spaces (it has {n}).</source>
        <translation>Місцевості потрібні дві різні стартові клітинки (зараз їх: {n}).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="64" />
        <source>Start space(s) {s} do not exist.</source>
        <translation>Стартових клітинок {s} не існує.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="68" />
        <source>Not reachable from space {f}: {s}.</source>
        <translation>Недосяжні з клітинки {f}: {s}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="94" />
        <source>+ Space</source>
        <translation>+ Клітинка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="94" />
        <source>Click on the board to add a space</source>
        <translation>Клацніть на полі, щоб додати клітинку</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="98" />
        <source>Checks: two start spaces, every space reachable, bonus and warp spaces sound.</source>
        <translation>Перевіряється: дві стартові клітинки, досяжність кожної клітинки, правильність бонусів і порталів.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="100" />
        <source>Space</source>
        <translation>Клітинка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="102" />
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="244" />
        <source>Select one space</source>
        <translation>Виберіть одну клітинку</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="104" />
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="105" />
        <source>Start space 1</source>
        <translation>Стартова клітинка 1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="106" />
        <source>Start space 2</source>
        <translation>Стартова клітинка 2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="108" />
        <source>Plain</source>
        <translation>Звичайна</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="109" />
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="119" />
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="110" />
        <source>Warp</source>
        <translation>Портал</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="116" />
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="117" />
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="118" />
        <source>Species</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="126" />
        <source>A bonus adds its value to the called colour of a player standing here who rolls its species; a warp sends both figures to a terrain of the rolled species.</source>
        <translation>Бонус додає своє значення до названого кольору гравця, що стоїть тут і викидає його вид; портал переносить обидві фігури на місцевість викинутого виду.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="158" />
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="248" />
        <source>Space {id}</source>
        <translation>Клітинка {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="161" />
        <source>Bonus +{v} for {sp}</source>
        <translation>Бонус +{v} для виду {sp}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="165" />
        <source>WARP</source>
        <translation>ПОРТАЛ</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="166" />
        <source>Warp to a {sp} terrain</source>
        <translation>Портал на місцевість виду {sp}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="169" />
        <source>Start space {n}</source>
        <translation>Стартова клітинка {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="204" />
        <source>Make it start space 1</source>
        <translation>Зробити стартовою клітинкою 1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="205" />
        <source>Make it start space 2</source>
        <translation>Зробити стартовою клітинкою 2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="206" />
        <source>Plain space</source>
        <translation>Звичайна клітинка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="211" />
        <source>Add space {id}</source>
        <translation>Додати клітинку {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="216" />
        <source>Set start space {n}</source>
        <translation>Задати стартову клітинку {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="221" />
        <source>Bonus on space {id}</source>
        <translation>Бонус на клітинці {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="225" />
        <source>Warp on space {id}</source>
        <translation>Портал на клітинці {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="228" />
        <source>Plain space {id}</source>
        <translation>Звичайна клітинка {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/helix_terrain_editor.py" line="244" />
        <source>{n} spaces selected</source>
        <translation>Вибрано клітинок: {n}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="38" />
        <source>Catalog</source>
        <translation>Каталог</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="39" />
        <source>Squads</source>
        <translation>Загони</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="40" />
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="41" />
        <source>Tournaments</source>
        <translation>Турніри</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="48" />
        <source>Figures, powers and effects; glyphs and species; troops; terrains — view and edit them here.</source>
        <translation>Фігури, суперсили та ефекти; гліфи та види; війська; місцевості — переглядайте та редагуйте їх тут.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="51" />
        <source>Attacktix squads, Battle Helix helixes and Toy Battle set-ups are built here.</source>
        <translation>Тут складають загони «Аттактікс», спіралі «Бойової спіралі» й розстановки «Битви іграшок».</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="54" />
        <source>Play each game on a graphical board, hot-seat or against the computer.</source>
        <translation>Грайте в кожну гру на графічному полі — удвох за одним комп'ютером або проти комп'ютера.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="55" />
        <source>Events, registration, pairings, results and standings will be managed here (the Tournaments page arrives with its own release; the command line `toybox-arena event` works now).</source>
        <translation>Тут керуватимуть турнірами: реєстрація, пари, результати й таблиця (сторінка турнірів з'явиться в окремому випуску; команда `toybox-arena event` працює вже зараз).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="243" />
        <source>Toybox Arena</source>
        <translation>Toybox Arena</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="244" />
        <source>&amp;Open database…</source>
        <translation>&amp;Відкрити базу даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="245" />
        <source>&amp;Back up database…</source>
        <translation>&amp;Резервна копія бази даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="246" />
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="247" />
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="248" />
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="249" />
        <source>&amp;Full screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="250" />
        <source>&amp;About Toybox Arena</source>
        <translation>&amp;Про Toybox Arena</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="251" />
        <source>Open another database…</source>
        <translation>Відкрити іншу базу даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="252" />
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="253" />
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="254" />
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="255" />
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="256" />
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="257" />
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="261" />
        <source>Rules of %1</source>
        <translation>Правила гри «%1»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="351" />
        <source>Opening database…</source>
        <translation>Відкриваю базу даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="356" />
        <source>Could not open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="365" />
        <source>Database upgraded; a backup was written to %1</source>
        <translation>Базу даних оновлено; резервну копію записано до %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="367" />
        <source>Opened %1</source>
        <translation>Відкрито %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="373" />
        <source>this file is not a Toybox Arena database. It was left untouched.</source>
        <translation>цей файл не є базою даних Toybox Arena. Його не змінено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="375" />
        <source>it was written by a newer version of Toybox Arena. It was left untouched.</source>
        <translation>її створила новіша версія Toybox Arena. Її не змінено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="377" />
        <source>another program is using it. Close that program or open another database.</source>
        <translation>її використовує інша програма. Закрийте ту програму або відкрийте іншу базу даних.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="386" />
        <source>Open database</source>
        <translation>Відкрити базу даних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="386" />
        <source>Toybox Arena databases (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Бази даних Toybox Arena (*.sqlite3 *.sqlite *.db);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="394" />
        <location filename="../../desktop/ui/main_window.py" line="398" />
        <location filename="../../desktop/ui/main_window.py" line="411" />
        <source>Back up database</source>
        <translation>Резервна копія бази даних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="394" />
        <source>Only an open SQLite database can be backed up here.</source>
        <translation>Тут можна зберегти копію лише відкритої бази даних SQLite.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="398" />
        <source>SQLite databases (*.sqlite3)</source>
        <translation>Бази даних SQLite (*.sqlite3)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="411" />
        <source>The backup failed: %1</source>
        <translation>Не вдалося зробити резервну копію: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="413" />
        <source>Backup written to %1</source>
        <translation>Резервну копію записано до %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="425" />
        <source>No database open</source>
        <translation>Базу даних не відкрито</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="452" />
        <source>About Toybox Arena</source>
        <translation>Про Toybox Arena</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="454" />
        <source>&lt;h3&gt;Toybox Arena %1&lt;/h3&gt;&lt;p&gt;Catalog, squads, play and tournaments for Attacktix, Battle Helix and Toy Battle.&lt;/p&gt;&lt;p&gt;Data folder: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Toybox Arena %1&lt;/h3&gt;&lt;p&gt;Каталог, загони, гра й турніри для «Аттактікс», «Бойової спіралі» та «Битви іграшок».&lt;/p&gt;&lt;p&gt;Тека даних: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="491" />
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="492" />
        <source>%1 has unsaved changes. Discard them?</source>
        <translation>%1 має незбережені зміни. Відкинути їх?</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <location filename="../../desktop/ui/pages/play.py" line="91" />
        <source>Choose a game</source>
        <translation>Виберіть гру</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/play.py" line="92" />
        <source>← All games</source>
        <translation>← Усі ігри</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="131" />
        <location filename="../../desktop/ui/pages/squads.py" line="406" />
        <location filename="../../desktop/ui/pages/squads.py" line="411" />
        <source>New</source>
        <translation>Створити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="134" />
        <source>Make a new item in this section (Ctrl+N)</source>
        <translation>Створити новий елемент у цьому розділі (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="137" />
        <location filename="../../desktop/ui/pages/catalog.py" line="687" />
        <location filename="../../desktop/ui/pages/squads.py" line="150" />
        <location filename="../../desktop/ui/pages/squads.py" line="436" />
        <source>Duplicate</source>
        <translation>Дублювати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="140" />
        <source>Copy the selected item (Ctrl+D)</source>
        <translation>Скопіювати вибраний елемент (Ctrl+D)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="143" />
        <location filename="../../desktop/ui/pages/catalog.py" line="698" />
        <location filename="../../desktop/ui/pages/catalog.py" line="712" />
        <location filename="../../desktop/ui/pages/squads.py" line="447" />
        <location filename="../../desktop/ui/pages/squads.py" line="457" />
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="146" />
        <source>Delete the selected item (Delete)</source>
        <translation>Видалити вибраний елемент (Delete)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="149" />
        <location filename="../../desktop/ui/pages/catalog.py" line="608" />
        <source>Archive</source>
        <translation>Архівувати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="152" />
        <location filename="../../desktop/ui/pages/catalog.py" line="610" />
        <source>Hide the item from new choices, keeping it for what uses it</source>
        <translation>Приховати елемент від нового вибору, зберігши його там, де він уже використовується</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="155" />
        <location filename="../../desktop/ui/pages/catalog.py" line="663" />
        <location filename="../../desktop/ui/pages/squads.py" line="153" />
        <location filename="../../desktop/ui/pages/squads.py" line="344" />
        <location filename="../../desktop/ui/pages/squads.py" line="354" />
        <location filename="../../desktop/ui/pages/squads.py" line="357" />
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="155" />
        <source>Save the form (Ctrl+S)</source>
        <translation>Зберегти форму (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="158" />
        <source>Search</source>
        <translation>Пошук</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="161" />
        <source>Search the table (Ctrl+F)</source>
        <translation>Пошук у таблиці (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="169" />
        <source>Import catalog…</source>
        <translation>Імпортувати каталог…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="171" />
        <source>Export catalog…</source>
        <translation>Експортувати каталог…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="240" />
        <source>Search (Ctrl+F)</source>
        <translation>Пошук (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="242" />
        <source>Only items with placeholder values (not from a published source)</source>
        <translation>Лише елементи зі значеннями-заповнювачами (не з опублікованого джерела)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="244" />
        <source>Also list archived items (grey, in italics)</source>
        <translation>Показувати також архівовані елементи (сірим курсивом)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="245" />
        <source>No database is open. Use File → Open database…</source>
        <translation>Базу даних не відкрито. Скористайтеся Файл → Відкрити базу даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="331" />
        <source>{n} item(s) need checking (placeholder values)</source>
        <translation>Потребують перевірки (заповнювачі): {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="529" />
        <location filename="../../desktop/ui/pages/squads.py" line="250" />
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="530" />
        <source>The item you are editing has unsaved changes. Save them?</source>
        <translation>Елемент, який ви редагуєте, має незбережені зміни. Зберегти їх?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="548" />
        <source>All items</source>
        <translation>Усі елементи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="563" />
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="563" />
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="582" />
        <source>Needs checking ({n})</source>
        <translation>До перевірки ({n})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="583" />
        <source>Show archived ({n})</source>
        <translation>Архівовані ({n})</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="588" />
        <source>{shown} of {total}</source>
        <translation>{shown} з {total}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="605" />
        <source>Restore</source>
        <translation>Відновити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="606" />
        <source>Bring the archived item back into use</source>
        <translation>Повернути архівований елемент у вжиток</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="641" />
        <source>Cannot save</source>
        <translation>Не вдається зберегти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="642" />
        <source>Fix the problems shown in the form first:
{problems}</source>
        <translation>Спершу виправте проблеми, показані у формі:
{problems}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="655" />
        <source>New {kind} {key}</source>
        <translation>Створити: {kind} {key}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="661" />
        <source>Edit {kind} {key}</source>
        <translation>Змінити: {kind} {key}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="685" />
        <source>Duplicate {kind} {key}</source>
        <translation>Дублювати: {kind} {key}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="699" />
        <source>Delete {what}?
Edit → Undo brings it back.</source>
        <translation>Видалити {what}?
Редагування → Скасувати поверне видалене.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="705" />
        <source>Delete {what}</source>
        <translation>Видалити {what}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="716" />
        <source>Deleted {what}</source>
        <translation>Видалено {what}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="721" />
        <source>Cannot delete</source>
        <translation>Не вдається видалити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="722" />
        <source>This item is in use, so it cannot be deleted.</source>
        <translation>Цей елемент використовується, тому його не можна видалити.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="726" />
        <source>Archive it instead</source>
        <translation>Натомість архівувати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="743" />
        <source>Archive {what}</source>
        <translation>Архівувати {what}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="743" />
        <source>Restore {what}</source>
        <translation>Відновити {what}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="804" />
        <source>The undone or redone step replaced your unsaved changes to {key}</source>
        <translation>Скасований чи повторений крок замінив ваші незбережені зміни в {key}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="829" />
        <source>Your unsaved changes are kept; save or revert them to see that step.</source>
        <translation>Ваші незбережені зміни збережено; збережіть або скасуйте їх, щоб побачити цей крок.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="835" />
        <location filename="../../desktop/ui/pages/squads.py" line="300" />
        <source>Undo/Redo</source>
        <translation>Скасування/повторення</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="836" />
        <location filename="../../desktop/ui/pages/squads.py" line="301" />
        <source>“{step}” could not be applied: {reason}</source>
        <translation>Не вдалося застосувати «{step}»: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="876" />
        <location filename="../../desktop/ui/pages/catalog.py" line="893" />
        <location filename="../../desktop/ui/pages/catalog.py" line="905" />
        <location filename="../../desktop/ui/pages/catalog.py" line="919" />
        <source>Import catalog</source>
        <translation>Імпорт каталогу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="876" />
        <source>Catalog files (*.json);;All files (*)</source>
        <translation>Файли каталогу (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="894" />
        <location filename="../../desktop/ui/pages/squads.py" line="477" />
        <source>Cannot read {file}: {reason}</source>
        <translation>Не вдається прочитати {file}: {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="904" />
        <location filename="../../desktop/ui/pages/squads.py" line="480" />
        <source>Import {file}</source>
        <translation>Імпорт {file}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="909" />
        <source>Imported {file}: {created} new, {updated} changed</source>
        <translation>Імпортовано {file}: нових — {created}, змінених — {updated}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="920" />
        <location filename="../../desktop/ui/pages/squads.py" line="503" />
        <source>The file cannot be imported; nothing was changed.</source>
        <translation>Файл не можна імпортувати; нічого не змінено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="931" />
        <location filename="../../desktop/ui/pages/catalog.py" line="940" />
        <source>Export catalog</source>
        <translation>Експорт каталогу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="931" />
        <source>Catalog files (*.json)</source>
        <translation>Файли каталогу (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="942" />
        <source>Exported {n} items to {file}</source>
        <translation>Експортовано до {file}, елементів: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="123" />
        <source>{game} squads</source>
        <translation>{game}: загони</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="124" />
        <source>{game} helixes</source>
        <translation>{game}: спіралі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="125" />
        <source>{game} set-ups</source>
        <translation>{game}: розстановки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="128" />
        <source>No squad chosen. Pick one on the left, or press New to build one.</source>
        <translation>Загін не вибрано. Виберіть загін ліворуч або натисніть «Створити…», щоб скласти новий.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="129" />
        <source>No helix chosen. Pick one on the left, or press New to build one.</source>
        <translation>Спіраль не вибрано. Виберіть спіраль ліворуч або натисніть «Створити…», щоб скласти нову.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="130" />
        <source>No set-up chosen. Pick one on the left, or press New to make one.</source>
        <translation>Розстановку не вибрано. Виберіть розстановку ліворуч або натисніть «Створити…», щоб створити нову.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="133" />
        <source>Build a new squad…</source>
        <translation>Скласти новий загін…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="134" />
        <source>Build a new helix…</source>
        <translation>Скласти нову спіраль…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="135" />
        <source>Make a new set-up…</source>
        <translation>Створити нову розстановку…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="138" />
        <source>Saved squads</source>
        <translation>Збережені загони</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="139" />
        <source>Saved helixes</source>
        <translation>Збережені спіралі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="140" />
        <source>Saved set-ups</source>
        <translation>Збережені розстановки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="148" />
        <source>Filter by name…</source>
        <translation>Фільтр за назвою…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="149" />
        <source>New…</source>
        <translation>Створити…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="151" />
        <source>Rename…</source>
        <translation>Перейменувати…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="152" />
        <source>Delete…</source>
        <translation>Видалити…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="154" />
        <source>Save the changes (Ctrl+S)</source>
        <translation>Зберегти зміни (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="155" />
        <source>Revert</source>
        <translation>Скасувати зміни</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="158" />
        <source>&amp;Save squad</source>
        <translation>&amp;Зберегти загін</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="159" />
        <source>&amp;New squad…</source>
        <translation>&amp;Новий загін…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="160" />
        <source>&amp;Rename squad…</source>
        <translation>&amp;Перейменувати загін…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="161" />
        <source>&amp;Duplicate squad</source>
        <translation>&amp;Дублювати загін</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="162" />
        <source>De&amp;lete squad…</source>
        <translation>В&amp;идалити загін…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="163" />
        <source>&amp;Import squads…</source>
        <translation>&amp;Імпортувати загони…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="164" />
        <source>&amp;Export all squads…</source>
        <translation>&amp;Експортувати всі загони…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="165" />
        <source>Export &amp;this squad…</source>
        <translation>Експортувати &amp;цей загін…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="251" />
        <source>Save the changes to “{name}”?</source>
        <translation>Зберегти зміни в «{name}»?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="345" />
        <source>Overwrite it with your version?</source>
        <translation>Перезаписати його вашою версією?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="363" />
        <source>Saved “{name}”</source>
        <translation>Збережено «{name}»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="377" />
        <source>Revert changes</source>
        <translation>Скасувати зміни</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="395" />
        <source>New squad</source>
        <translation>Новий загін</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="396" />
        <source>New helix</source>
        <translation>Нова спіраль</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="397" />
        <source>New set-up</source>
        <translation>Нова розстановка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="406" />
        <source>Name:</source>
        <translation>Назва:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="410" />
        <source>New “{name}”</source>
        <translation>Створити «{name}»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="419" />
        <location filename="../../desktop/ui/pages/squads.py" line="425" />
        <source>Rename</source>
        <translation>Перейменувати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="419" />
        <source>New name:</source>
        <translation>Нова назва:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="423" />
        <source>Rename “{old}” to “{new}”</source>
        <translation>Перейменувати «{old}» на «{new}»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="435" />
        <source>Duplicate “{name}”</source>
        <translation>Дублювати «{name}»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="449" />
        <source>Delete “{name}”?
Tournament registrations keep their own copy. Edit → Undo brings it back.</source>
        <translation>Видалити «{name}»?
Реєстрації на турніри зберігають власну копію. Редагування → Скасувати поверне видалене.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="457" />
        <source>Delete “{name}”</source>
        <translation>Видалити «{name}»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="465" />
        <location filename="../../desktop/ui/pages/squads.py" line="476" />
        <location filename="../../desktop/ui/pages/squads.py" line="487" />
        <location filename="../../desktop/ui/pages/squads.py" line="502" />
        <source>Import squads</source>
        <translation>Імпорт загонів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="465" />
        <source>Squad files (*.json);;All files (*)</source>
        <translation>Файли загонів (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="491" />
        <source>Imported {n} squad(s) from {file}</source>
        <translation>Імпортовано з {file}, загонів: {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="493" />
        <source>renamed because the name was taken: {names}</source>
        <translation>перейменовано, бо назва вже зайнята: {names}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="518" />
        <location filename="../../desktop/ui/pages/squads.py" line="531" />
        <source>Export squads</source>
        <translation>Експорт загонів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="518" />
        <source>Squad files (*.json)</source>
        <translation>Файли загонів (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="533" />
        <source>Exported {n} squad(s) to {file}</source>
        <translation>Експортовано до {file}, загонів: {n}</translation>
    </message>
</context>
<context>
    <name>PileDialog</name>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="175" />
        <source>%1's discard pile</source>
        <translation>Скид — %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="179" />
        <source>No troop has been discarded.</source>
        <translation>Жодне військо ще не скинуто.</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="270" />
        <source>Draw</source>
        <translation>Узяти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="271" />
        <source>Take 2 troops from your reserve (1 with 7 on the rack).</source>
        <translation>Візьміть 2 війська з резерву (1, якщо на стійці вже 7).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="272" />
        <source>Reserve: %1</source>
        <translation>Резерв: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="273" />
        <source>Discard: %1</source>
        <translation>Скид: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="274" />
        <source>Show the face-up discard pile</source>
        <translation>Показати відкритий скид</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../desktop/ui/help.py" line="22" />
        <source>Rules of %1</source>
        <translation>Правила гри «%1»</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="70" />
        <source>New Toy Battle game</source>
        <translation>Нова гра «Битва іграшок»</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="77" />
        <source>Random terrain</source>
        <translation>Випадкова місцевість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="81" />
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="92" />
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="82" />
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="93" />
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="83" />
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="91" />
        <source>Random</source>
        <translation>Випадковий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="85" />
        <source>Person at this desk (hot-seat)</source>
        <translation>Людина за цим комп'ютером (по черзі)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="86" />
        <source>Computer — Easy</source>
        <translation>Комп'ютер — легкий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="87" />
        <source>Computer — Normal</source>
        <translation>Комп'ютер — звичайний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="88" />
        <source>Computer — Hard</source>
        <translation>Комп'ютер — складний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="89" />
        <source>Watch: computer against computer</source>
        <translation>Спостерігати: комп'ютер проти комп'ютера</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="94" />
        <source>Beginner game: special bases have no effect</source>
        <translation>Гра для новачків: спеціальні бази не діють</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="98" />
        <source>The same seed, terrain and moves replay the same game.</source>
        <translation>Те саме зерно, місцевість і ходи відтворюють ту саму гру.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="99" />
        <source>New seed</source>
        <translation>Нове зерно</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="103" />
        <source>&amp;Terrain:</source>
        <translation>&amp;Місцевість:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="104" />
        <source>&amp;Your colour:</source>
        <translation>&amp;Ваш колір:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="105" />
        <source>&amp;Opponent:</source>
        <translation>&amp;Суперник:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="106" />
        <source>&amp;Who starts:</source>
        <translation>&amp;Хто починає:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="108" />
        <source>&amp;Seed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="114" />
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="173" />
        <source>With this seed: %1</source>
        <translation>З цим зерном: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="174" />
        <source>%1 medals to win, %2 in all.</source>
        <translation>Медалей для перемоги: %1, усього: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="179" />
        <source>Blue has %1 HQs, Red %2.</source>
        <translation>Штабів у синього: %1, у червоного: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="187" />
        <source>Tropical Pool: marked bases and HQs accept only the strengths shown (or Kwak).</source>
        <translation>Tropical Pool: позначені бази й штаби приймають лише війська зазначеної сили (або Kwak).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_setup.py" line="191" />
        <source>No special bases.</source>
        <translation>Спеціальних баз немає.</translation>
    </message>
</context>
<context>
    <name>SetupEditor</name>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="137" />
        <source>Choose the terrain</source>
        <translation>Виберіть місцевість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="138" />
        <source>Choose the colour</source>
        <translation>Виберіть колір</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="139" />
        <source>Choose the opponent</source>
        <translation>Виберіть суперника</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="140" />
        <source>Beginner option</source>
        <translation>Варіант для новачків</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="144" />
        <source>Practice set-up</source>
        <translation>Тренувальна розстановка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="145" />
        <location filename="../../desktop/ui/squads/setup_editor.py" line="146" />
        <source>Terrain</source>
        <translation>Місцевість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="147" />
        <source>Your colour</source>
        <translation>Ваш колір</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="148" />
        <source>Opponent</source>
        <translation>Суперник</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="149" />
        <source>Beginner option: special bases have no effect</source>
        <translation>Варіант для новачків: спеціальні бази не діють</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="152" />
        <source>{game} has no squad to build: both sides always have the same 24 troops (3 of each of the 8 types), and a tournament registration stores none. Save set-ups here to start practice games from the Play page.</source>
        <translation>Для гри «{game}» не треба складати загін: обидві сторони завжди мають ті самі 24 війська (по 3 кожного з 8 типів), і реєстрація на турнір загону не зберігає. Зберігайте тут розстановки, щоб починати тренувальні ігри зі сторінки «Гра».</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="172" />
        <source>Random terrain</source>
        <translation>Випадкова місцевість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="174" />
        <source>(archived)</source>
        <translation>(в архіві)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="216" />
        <source>{key} (not in the catalog)</source>
        <translation>{key} (немає в каталозі)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="232" />
        <source>{bases} bases ({special} special), {regions} regions holding {medals} medals; {target} medals win.</source>
        <translation>Баз: {bases} (спеціальних: {special}), регіонів: {regions}, у них медалей: {medals}; для перемоги потрібно медалей: {target}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="242" />
        <source>With the beginner option the special bases do nothing.</source>
        <translation>У варіанті для новачків спеціальні бази не діють.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="245" />
        <source>Each game draws one of the terrains at random.</source>
        <translation>Кожна гра випадково вибирає одну з місцевостей.</translation>
    </message>
</context>
<context>
    <name>SlotWidget</name>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="87" />
        <source>Slot {n}</source>
        <translation>Слот {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="89" />
        <source>Empty this slot</source>
        <translation>Очистити цей слот</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="93" />
        <source>(empty)</source>
        <translation>(порожньо)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="95" />
        <source>Drop a glyph here</source>
        <translation>Перетягніть гліф</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="105" />
        <source>(archived)</source>
        <translation>(в архіві)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="110" />
        <source>&lt;span style='background:#222;color:white'&gt;&amp;nbsp;{black}&amp;nbsp;&lt;/span&gt; &lt;span style='background:#e4e4e4;color:#111'&gt;&amp;nbsp;{white}&amp;nbsp;&lt;/span&gt;</source>
        <translation>&lt;span style='background:#222;color:white'&gt;&amp;nbsp;{black}&amp;nbsp;&lt;/span&gt; &lt;span style='background:#e4e4e4;color:#111'&gt;&amp;nbsp;{white}&amp;nbsp;&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/helix_editor.py" line="118" />
        <source>Click to choose this slot; drop a glyph from the list; drag onto another slot to swap</source>
        <translation>Клацніть, щоб вибрати цей слот; перетягніть гліф зі списку; перетягніть на інший слот, щоб поміняти місцями</translation>
    </message>
</context>
<context>
    <name>SquadSection</name>
    <message>
        <location filename="../../desktop/ui/squads/section.py" line="218" />
        <source>unsaved changes</source>
        <translation>незбережені зміни</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/section.py" line="222" />
        <source>uses archived catalog items: {items}</source>
        <translation>використовує архівовані елементи каталогу: {items}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/section.py" line="230" />
        <source>names items the catalog no longer has: {items}</source>
        <translation>згадує елементи, яких уже немає в каталозі: {items}</translation>
    </message>
</context>
<context>
    <name>Squads</name>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="89" />
        <location filename="../../desktop/ui/squads/models.py" line="171" />
        <location filename="../../desktop/ui/squads/models.py" line="367" />
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="90" />
        <source>Summary</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="121" />
        <source>Legal under its own rules</source>
        <translation>Відповідає власним правилам</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="123" />
        <source>Breaks a rule of its own settings</source>
        <translation>Порушує правило власних налаштувань</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="126" />
        <source>Uses archived catalog items: {items}</source>
        <translation>Використовує архівовані елементи каталогу: {items}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="170" />
        <location filename="../../desktop/ui/squads/models.py" line="366" />
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="172" />
        <source>Franchise</source>
        <translation>Франшиза</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="173" />
        <location filename="../../desktop/ui/squads/models.py" line="368" />
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="174" />
        <location filename="../../desktop/ui/squads/models.py" line="253" />
        <source>Class</source>
        <translation>Клас</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="175" />
        <source>Marvel class</source>
        <translation>Клас Marvel</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="176" />
        <source>Flags</source>
        <translation>Позначки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="196" />
        <location filename="../../desktop/ui/squads/models.py" line="561" />
        <source>gold</source>
        <translation>золото</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="198" />
        <source>tournament</source>
        <translation>турнірна</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="200" />
        <source>Mega</source>
        <translation>Мега</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="202" />
        <source>archived</source>
        <translation>в архіві</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="250" />
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="256" />
        <source>Placeholder values (not from a published source): {fields}</source>
        <translation>Значення-заповнювачі (не з опублікованого джерела): {fields}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="260" />
        <location filename="../../desktop/ui/squads/models.py" line="593" />
        <source>Archived in the catalog</source>
        <translation>Архівовано в каталозі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="369" />
        <source>Count</source>
        <translation>К-сть</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="370" />
        <source>Subtotal</source>
        <translation>Сума</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="410" />
        <source>Archived in the catalog: the squad still loads, but new squads cannot pick it</source>
        <translation>Архівовано в каталозі: загін і далі завантажується, але нові загони не можуть її вибрати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="467" />
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="468" />
        <source>Figures</source>
        <translation>Фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="469" />
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="528" />
        <source>Glyph</source>
        <translation>Гліф</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="529" />
        <source>Species</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="530" />
        <source>Gold</source>
        <translation>Золото</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="531" />
        <source>Black</source>
        <translation>Чорне</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="532" />
        <source>White</source>
        <translation>Біле</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="584" />
        <source>{name} ({species}): black {black}, white {white}</source>
        <translation>{name} ({species}): чорне {black}, біле {white}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="21" />
        <source>Points total</source>
        <translation>Сума очок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="22" />
        <source>Points limit</source>
        <translation>Ліміт очок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="23" />
        <source>Backups limit</source>
        <translation>Ліміт запасних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="24" />
        <source>Tournament figures</source>
        <translation>Турнірні фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="25" />
        <source>Gold figures</source>
        <translation>Золоті фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="26" />
        <source>Copies per collector code</source>
        <translation>Копії за колекційним кодом</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="27" />
        <source>No Megas</source>
        <translation>Без мега-фігур</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="28" />
        <source>Banned figures</source>
        <translation>Заборонені фігури</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="29" />
        <source>Franchises</source>
        <translation>Франшизи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="30" />
        <source>Quick Battle size</source>
        <translation>Розмір для швидкої битви</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="31" />
        <source>Quick Battle backups</source>
        <translation>Запасні у швидкій битві</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="32" />
        <source>Counts</source>
        <translation>Кількості</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="33" />
        <source>Empty squad</source>
        <translation>Порожній загін</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="34" />
        <source>Six slots</source>
        <translation>Шість слотів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="35" />
        <source>Empty slots</source>
        <translation>Порожні слоти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="36" />
        <source>Gold glyphs</source>
        <translation>Золоті гліфи</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="46" />
        <source>The squad totals {total} points; it must total exactly {limit}.</source>
        <translation>Загін має {total} оч.; має бути рівно {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="49" />
        <source>The squad totals {total} points; it may total at most {limit}.</source>
        <translation>Загін має {total} оч.; дозволено щонайбільше {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="52" />
        <source>The backups total {total} points; they may total at most {limit}.</source>
        <translation>Запасні мають {total} оч.; дозволено щонайбільше {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="55" />
        <source>At most {limit} tournament figure(s); there are {count}: {figures}.</source>
        <translation>Турнірних фігур щонайбільше {limit}; зараз їх {count}: {figures}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="58" />
        <source>At most {limit} of each gold figure; there are {count} of {figures}.</source>
        <translation>Кожної золотої фігури щонайбільше {limit}; зараз {figures}: {count}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="61" />
        <source>At most {limit} copies of a figure (collector code {code}); there are {count} of {figures}.</source>
        <translation>Копій фігури щонайбільше {limit} (колекційний код {code}); зараз {figures}: {count}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="65" />
        <source>Megas are not allowed: {figures}.</source>
        <translation>Мега-фігури заборонені: {figures}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="66" />
        <source>Banned by the event: {figures}.</source>
        <translation>Заборонено правилами турніру: {figures}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="67" />
        <source>Only {allowed} figures are allowed: {figures}.</source>
        <translation>Дозволено лише фігури {allowed}: {figures}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="70" />
        <source>A Quick Battle squad has exactly {required} figures; this one has {count}.</source>
        <translation>Загін для швидкої битви: потрібно фігур — {required}, у цьому — {count}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="73" />
        <source>Quick Battle uses no backups: {figures}.</source>
        <translation>У швидкій битві немає запасних: {figures}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="76" />
        <source>Counts must be at least 1: {figures}.</source>
        <translation>Кількість має бути щонайменше 1: {figures}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="77" />
        <source>The squad has no figures.</source>
        <translation>У загоні немає фігур.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="78" />
        <source>A helix has exactly {required} slots; this one has {count}.</source>
        <translation>Спіраль має рівно {required} слотів; у цій — {count}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="81" />
        <source>At most {limit} gold glyphs; this helix has {count}: {figures}.</source>
        <translation>Золотих гліфів щонайбільше {limit}; у цій спіралі — {count}: {figures}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="87" />
        <source>{count} of 6 slots are empty (slot {slots}).</source>
        <translation>Порожніх слотів: {count} з 6 (слоти {slots}).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="101" />
        <source>Equal Points / Master Battle</source>
        <translation>Рівні очки / Майстер-битва</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="102" />
        <source>Quick Battle (3 figures, no points)</source>
        <translation>Швидка битва (3 фігури, без очок)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="110" />
        <source>exactly</source>
        <translation>рівно</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="111" />
        <source>up to</source>
        <translation>до</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="117" />
        <source>Casual (anything goes)</source>
        <translation>Вільна гра (без обмежень)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="118" />
        <source>Tournament (convention limits)</source>
        <translation>Турнір (обмеження змагань)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="119" />
        <source>Event rules…</source>
        <translation>Правила турніру…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="125" />
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="126" />
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="127" />
        <source>Random</source>
        <translation>Випадковий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="133" />
        <source>Computer — easy</source>
        <translation>Комп'ютер — легкий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="134" />
        <source>Computer — normal</source>
        <translation>Комп'ютер — звичайний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="135" />
        <source>Computer — hard</source>
        <translation>Комп'ютер — складний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/squads/texts.py" line="136" />
        <source>Another person (hot-seat)</source>
        <translation>Інша людина (за одним комп'ютером)</translation>
    </message>
</context>
<context>
    <name>TerrainEditor</name>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="48" />
        <source>RET</source>
        <translation>ПОВ</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="49" />
        <source>Castle Field: return one of your other troops to your rack</source>
        <translation>Castle Field: поверніть одне зі своїх інших військ на стійку</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="52" />
        <source>1-2</source>
        <translation>1-2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="53" />
        <source>Tropical Pool: accepts only troops of strength 1-2 (and Kwak)</source>
        <translation>Tropical Pool: приймає лише війська силою 1-2 (і Kwak)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="56" />
        <source>3-5</source>
        <translation>3-5</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="57" />
        <source>Tropical Pool: accepts only troops of strength 3-5 (and Kwak)</source>
        <translation>Tropical Pool: приймає лише війська силою 3-5 (і Kwak)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="60" />
        <source>6-7</source>
        <translation>6-7</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="61" />
        <source>Tropical Pool: accepts only troops of strength 6-7 (and Kwak)</source>
        <translation>Tropical Pool: приймає лише війська силою 6-7 (і Kwak)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="64" />
        <source>DRAW</source>
        <translation>ВЗЯТИ</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="65" />
        <source>City of Clouds: draw one troop</source>
        <translation>City of Clouds: візьміть одне військо</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="68" />
        <source>PUSH</source>
        <translation>ЗСУВ</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="69" />
        <source>Volcanic Jungle: move an adjacent enemy troop</source>
        <translation>Volcanic Jungle: пересуньте сусіднє вороже військо</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="72" />
        <source>REC</source>
        <translation>СКИД</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="73" />
        <source>Cursed Cemetery: take back one of your discarded troops</source>
        <translation>Cursed Cemetery: заберіть назад одне своє військо зі скиду</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="76" />
        <source>NOFX</source>
        <translation>Ø ЕФ</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="77" />
        <source>Station Metal-X: troop effects do not apply here</source>
        <translation>Station Metal-X: ефекти військ тут не діють</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="80" />
        <source>BLOCK</source>
        <translation>БЛОК</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="81" />
        <source>Battlefield: block one troop on the opponent's rack</source>
        <translation>Battlefield: заблокуйте одне військо на стійці суперника</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="88" />
        <source>Blue HQ {id}</source>
        <translation>Синій штаб {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="90" />
        <source>Red HQ {id}</source>
        <translation>Червоний штаб {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="91" />
        <source>base {id}</source>
        <translation>база {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="100" />
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="100" />
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="103" />
        <source>{side} has no HQ.</source>
        <translation>{side} гравець не має штабу.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="105" />
        <source>{side} has {n} HQs (at most 2).</source>
        <translation>{side} гравець має штабів: {n} (щонайбільше 2).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="109" />
        <source>Not reachable from {hq}: base(s) {bases}.</source>
        <translation>З вузла «{hq}» недосяжні бази: {bases}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="113" />
        <source>The terrain has no bases.</source>
        <translation>На місцевості немає баз.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="115" />
        <source>Node {node} has a path to missing node(s) {to}.</source>
        <translation>Вузол {node} має шлях до відсутніх вузлів: {to}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="119" />
        <source>The path between {a} and {b} is listed on one side only.</source>
        <translation>Шлях між {a} і {b} записано лише з одного боку.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="123" />
        <source>Node id(s) used twice: {ids}.</source>
        <translation>Ідентифікатори вузлів використано двічі: {ids}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="125" />
        <source>Node {node} has an unknown kind {kind!r}.</source>
        <translation>Вузол {node} має невідомий тип {kind!r}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="129" />
        <source>Node {node} has an unknown special {special!r}.</source>
        <translation>Вузол {node} має невідому особливість {special!r}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="133" />
        <source>HQ {node} can only carry a value restriction (1-2, 3-5 or 6-7).</source>
        <translation>Штаб {node} може мати лише обмеження сили (1-2, 3-5 або 6-7).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="137" />
        <source>HQ {a} is joined directly to HQ {b}.</source>
        <translation>Штаб {a} з'єднано безпосередньо зі штабом {b}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="141" />
        <source>The terrain has no regions: select bases and make one.</source>
        <translation>На місцевості немає регіонів: виберіть бази й створіть регіон.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="143" />
        <source>Region {r} has no bases.</source>
        <translation>Регіон {r} не має баз.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="145" />
        <source>Region {r} lists missing node(s) {nodes}.</source>
        <translation>Регіон {r} містить відсутні вузли: {nodes}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="149" />
        <source>Region {r} lists HQ {nodes}; only bases belong to regions.</source>
        <translation>Регіон {r} містить штаб {nodes}; до регіонів належать лише бази.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="153" />
        <source>Region {r} must hold 1 to 3 medals.</source>
        <translation>Регіон {r} має містити від 1 до 3 медалей.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="155" />
        <source>Region {r} has the same bases as region {o}.</source>
        <translation>Регіон {r} має ті самі бази, що й регіон {o}.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="159" />
        <source>Medals to win must be at least 1.</source>
        <translation>Медалей для перемоги має бути щонайменше 1.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="161" />
        <source>Medals to win ({target}) is more than the {total} medals in all regions.</source>
        <translation>Медалей для перемоги ({target}) більше, ніж у всіх регіонах разом ({total}).</translation>
    </message>
</context>
<context>
    <name>TerrainPreview</name>
    <message>
        <location filename="../../desktop/ui/squads/setup_editor.py" line="61" />
        <source>A random terrain
is drawn at the start</source>
        <translation>Випадкова місцевість
вибирається на початку</translation>
    </message>
</context>
<context>
    <name>TileButton</name>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="99" />
        <source>Key %1 picks it.</source>
        <translation>Клавіша %1 вибирає його.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="101" />
        <source>Blocked by Battlefield: it cannot be placed this turn.</source>
        <translation>Заблоковано Battlefield: цього ходу це військо не можна розмістити.</translation>
    </message>
</context>
<context>
    <name>ToyBattleBoard</name>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="94" />
        <source>HQ</source>
        <translation>Штаб</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="326" />
        <source>Claimed by %1</source>
        <translation>Захоплено: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="330" />
        <source>Claimed by the first player to control all of these bases at once.</source>
        <translation>Дістається першому гравцеві, який контролюватиме всі ці бази одночасно.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="341" />
        <source>Blue HQ (%1)</source>
        <translation>Синій штаб (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="344" />
        <source>Red HQ (%1)</source>
        <translation>Червоний штаб (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="346" />
        <source>Base %1</source>
        <translation>База %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="352" />
        <source>Stack (top first): %1</source>
        <translation>Стос (згори вниз): %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="360" />
        <source>In region(s): %1</source>
        <translation>У регіонах: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_scene.py" line="369" />
        <source>Click to place the picked troop here.</source>
        <translation>Клацніть, щоб розмістити тут вибране військо.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="15" />
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="16" />
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="22" />
        <source>Kwak</source>
        <translation>Kwak</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="23" />
        <source>Skully</source>
        <translation>Skully</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="24" />
        <source>Cap'n</source>
        <translation>Cap'n</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="25" />
        <source>Jumbo</source>
        <translation>Jumbo</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="26" />
        <source>Hook</source>
        <translation>Hook</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="27" />
        <source>XB-42</source>
        <translation>XB-42</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="28" />
        <source>Star</source>
        <translation>Star</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="29" />
        <source>Roxy</source>
        <translation>Roxy</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="36" />
        <source>Joker: may go on top of any enemy troop, and any enemy troop may cover it. No effect.</source>
        <translation>Джокер: можна ставити на будь-яке вороже військо, і будь-яке вороже військо може його накрити. Без ефекту.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="40" />
        <source>You may draw 2 troops from your reserve (1 if your rack holds 7, none at 8).</source>
        <translation>Можна взяти 2 війська з резерву (1, якщо на стійці 7, жодного, якщо 8).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="43" />
        <source>You may place 1 extra troop from your rack (normal rules) and apply its effect.</source>
        <translation>Можна розмістити 1 додаткове військо зі стійки (за звичайними правилами) і застосувати його ефект.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="47" />
        <source>You may discard 1 visible enemy troop adjacent to Jumbo.</source>
        <translation>Можна скинути 1 видиме вороже військо поруч із Jumbo.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="50" />
        <source>May ignore the connection rule to go on any base (never on an HQ).</source>
        <translation>Може не зважати на правило з'єднання й стати на будь-яку базу (але ніколи на штаб).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="53" />
        <source>You may discard 1 troop taken at random from the opponent's rack.</source>
        <translation>Можна скинути 1 випадкове військо зі стійки суперника.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="56" />
        <source>You may draw 1 troop from your reserve.</source>
        <translation>Можна взяти 1 військо з резерву.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="57" />
        <source>No effect.</source>
        <translation>Без ефекту.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="64" />
        <source>Castle Field: after placing here you may return 1 of your other visible troops to your rack.</source>
        <translation>Castle Field: розмістивши тут військо, можна повернути на стійку 1 інше своє видиме військо.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="68" />
        <source>Tropical Pool: only strength 1-2 (or Kwak) may be placed here.</source>
        <translation>Tropical Pool: тут можна розміщувати лише силу 1-2 (або Kwak).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="71" />
        <source>Tropical Pool: only strength 3-5 (or Kwak) may be placed here.</source>
        <translation>Tropical Pool: тут можна розміщувати лише силу 3-5 (або Kwak).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="74" />
        <source>Tropical Pool: only strength 6-7 (or Kwak) may be placed here.</source>
        <translation>Tropical Pool: тут можна розміщувати лише силу 6-7 (або Kwak).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="77" />
        <source>City of Clouds: after placing here you may draw 1 troop.</source>
        <translation>City of Clouds: розмістивши тут військо, можна взяти 1 військо.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="80" />
        <source>Volcanic Jungle: after placing here you may move 1 adjacent enemy troop onto a base next to it.</source>
        <translation>Volcanic Jungle: розмістивши тут військо, можна пересунути 1 сусіднє вороже військо на сусідню з ним базу.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="84" />
        <source>Cursed Cemetery: after placing here you may take 1 of your discarded troops back.</source>
        <translation>Cursed Cemetery: розмістивши тут військо, можна забрати назад 1 своє скинуте військо.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="88" />
        <source>Station Metal-X: troop effects do not apply here (Hook needs a connection).</source>
        <translation>Station Metal-X: ефекти військ тут не діють (Hook потребує з'єднання).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="91" />
        <source>Battlefield: after placing here you may block 1 troop on the opponent's rack for their next turn.</source>
        <translation>Battlefield: розмістивши тут військо, можна заблокувати 1 військо на стійці суперника на його наступний хід.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="102" />
        <source>Skully: draw 2 troops?</source>
        <translation>Skully: взяти 2 війська?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="103" />
        <source>Star: draw 1 troop?</source>
        <translation>Star: взяти 1 військо?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="104" />
        <source>XB-42: discard a random troop from the opponent's rack?</source>
        <translation>XB-42: скинути випадкове військо зі стійки суперника?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="107" />
        <source>Cap'n: pick an extra troop from your rack and place it, or skip.</source>
        <translation>Cap'n: виберіть додаткове військо на стійці й розмістіть його або пропустіть.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="110" />
        <source>Jumbo: click an adjacent enemy troop to discard it, or skip.</source>
        <translation>Jumbo: клацніть сусіднє вороже військо, щоб скинути його, або пропустіть.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="113" />
        <source>Castle Field: click one of your other troops to take it back to your rack, or skip.</source>
        <translation>Castle Field: клацніть одне зі своїх інших військ, щоб повернути його на стійку, або пропустіть.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="117" />
        <source>City of Clouds: draw 1 troop?</source>
        <translation>City of Clouds: взяти 1 військо?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="118" />
        <source>Volcanic Jungle: click an adjacent enemy troop, then the base to move it to, or skip.</source>
        <translation>Volcanic Jungle: клацніть сусіднє вороже військо, потім базу, на яку його пересунути, або пропустіть.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="122" />
        <source>Cursed Cemetery: pick a discarded troop to take back, or skip.</source>
        <translation>Cursed Cemetery: виберіть скинуте військо, щоб забрати його назад, або пропустіть.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="125" />
        <source>Battlefield: block a random troop on the opponent's rack for their next turn?</source>
        <translation>Battlefield: заблокувати випадкове військо на стійці суперника на його наступний хід?</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="134" />
        <source>a troop reached the enemy HQ</source>
        <translation>військо дійшло до ворожого штабу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="135" />
        <source>medal target reached</source>
        <translation>набрано потрібну кількість медалей</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="136" />
        <source>no move left: more medals</source>
        <translation>ходів не лишилося: більше медалей</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="137" />
        <source>no move left, equal medals: the player who could not act loses</source>
        <translation>ходів не лишилося, медалей порівну: програє гравець, який не зміг походити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="146" />
        <source>No troop can be placed now.</source>
        <translation>Зараз не можна розмістити жодне військо.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="147" />
        <source>That troop is not on your rack.</source>
        <translation>Цього війська немає на вашій стійці.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="148" />
        <source>This troop is blocked by Battlefield until the end of your turn.</source>
        <translation>Це військо заблоковано Battlefield до кінця вашого ходу.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="151" />
        <source>You cannot place a troop on your own HQ.</source>
        <translation>Не можна розміщувати військо на власному штабі.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="152" />
        <source>Tropical Pool: this troop's strength is not allowed here.</source>
        <translation>Tropical Pool: військо такої сили тут розміщувати не можна.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="155" />
        <source>Troop effects do not apply here, so Hook must be connected to your HQ.</source>
        <translation>Ефекти військ тут не діють, тож Hook має бути з'єднаний із вашим штабом.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="158" />
        <source>Not connected to your HQ through bases you control.</source>
        <translation>Немає з'єднання з вашим штабом через бази, які ви контролюєте.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="161" />
        <source>The enemy troop here is as strong or stronger.</source>
        <translation>Вороже військо тут таке ж сильне або сильніше.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="175" />
        <source>— Turn %1: %2 to play —</source>
        <translation>— Хід %1: ходить %2 —</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="183" />
        <source>%1 draws %2.</source>
        <translation>%1 бере: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="192" />
        <source>%1 places %2 on %3.</source>
        <translation>%1 розміщує %2 на %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="198" />
        <source>(covers %1 %2)</source>
        <translation>(накриває: %1 %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="203" />
        <source>%1 skips an effect.</source>
        <translation>%1 пропускає ефект.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="207" />
        <source>XB-42 discards %1's %2 from the rack.</source>
        <translation>XB-42 скидає зі стійки: %2 (%1).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="212" />
        <source>Jumbo discards %1's %2 from %3.</source>
        <translation>Jumbo скидає з %3: %2 (%1).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="219" />
        <source>%1 takes %2 back from %3 to the rack.</source>
        <translation>%1 повертає %2 з %3 на стійку.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="226" />
        <source>%1 takes %2 back from the discard pile.</source>
        <translation>%1 забирає %2 зі скиду.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="232" />
        <source>%1's %2 is moved from %3 to %4.</source>
        <translation>%2 (%1) пересунуто з %3 на %4.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="242" />
        <source>%1's %2 is blocked for the next turn.</source>
        <translation>%2 (%1) заблоковано на наступний хід.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="246" />
        <source>One of %1's troops is blocked for the next turn.</source>
        <translation>Одне з військ гравця %1 заблоковано на наступний хід.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="250" />
        <source>%1's blocked troop returns.</source>
        <translation>Заблоковане військо гравця %1 повертається.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="253" />
        <source>%1 claims region %2: +%3 medal(s), %4 in all.</source>
        <translation>%1 захоплює регіон %2: +%3 мед., усього %4.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle_texts.py" line="261" />
        <source>Game over: %1 wins (%2). Medals: Blue %3, Red %4.</source>
        <translation>Гру завершено: перемагає %1 (%2). Медалі: синій %3, червоний %4.</translation>
    </message>
</context>
<context>
    <name>ToyBattlePlayWidget</name>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="435" />
        <source>Toy Battle</source>
        <translation>Битва іграшок</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="437" />
        <source>Click “New game…” to choose a terrain, colours and an opponent.</source>
        <translation>Натисніть «Нова гра…», щоб вибрати місцевість, кольори й суперника.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="476" />
        <source>Use</source>
        <translation>Застосувати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="477" />
        <source>Skip</source>
        <translation>Пропустити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="478" />
        <source>Move now</source>
        <translation>Ходити зараз</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="479" />
        <source>Ask the computer to decide now with what it has found</source>
        <translation>Попросити комп'ютер вирішити зараз за тим, що він уже знайшов</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="480" />
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="481" />
        <source>New game…</source>
        <translation>Нова гра…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="482" />
        <source>Undo</source>
        <translation>Скасувати хід</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="488" />
        <source>Take back your last turn (against the computer)</source>
        <translation>Забрати назад свій останній хід (у грі проти комп'ютера)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="483" />
        <source>Save…</source>
        <translation>Зберегти…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="484" />
        <source>Load…</source>
        <translation>Завантажити…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="485" />
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="487" />
        <source>Choose a terrain, colours and an opponent</source>
        <translation>Виберіть місцевість, кольори й суперника</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="489" />
        <source>Save this game to a file</source>
        <translation>Зберегти цю гру у файл</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="490" />
        <source>Go on with a saved game</source>
        <translation>Продовжити збережену гру</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="491" />
        <source>Use the effect</source>
        <translation>Застосувати ефект</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="492" />
        <source>Do not use the effect</source>
        <translation>Не застосовувати ефект</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="496" />
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="629" />
        <source>Medals — Blue: %1, Red: %2 (target %3)</source>
        <translation>Медалі — сині: %1, червоні: %2 (потрібно %3)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="640" />
        <source>%1 wins!</source>
        <translation>Перемога: %1!</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="642" />
        <source>%1 wins: %2.
Medals — Blue %3, Red %4. Turns played: %5.</source>
        <translation>Перемога: %1 — %2.
Медалі — сині %3, червоні %4. Зіграно ходів: %5.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="648" />
        <source>Turn %1 — %2 to play</source>
        <translation>Хід %1 — ходить %2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="662" />
        <source>%1 — you</source>
        <translation>%1 — ви</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="663" />
        <source>Computer — Easy</source>
        <translation>Комп'ютер — легкий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="663" />
        <source>Computer — Normal</source>
        <translation>Комп'ютер — звичайний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="664" />
        <source>Computer — Hard</source>
        <translation>Комп'ютер — складний</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="680" />
        <source>Waiting for %1.</source>
        <translation>Чекаємо на хід: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="682" />
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (комп'ютер) думає…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="688" />
        <source>Click a lit base to place %1 (Esc to put it back).</source>
        <translation>Клацніть підсвічену базу, щоб розмістити %1 (Esc — повернути назад).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="691" />
        <source>%1 has no legal target; hover a base to see why.</source>
        <translation>%1: немає дозволених цілей; наведіть на базу, щоб побачити причину.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="694" />
        <source>Your turn: pick a troop from your rack, or draw.</source>
        <translation>Ваш хід: виберіть військо на стійці або візьміть нові.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="699" />
        <source>Volcanic Jungle: now click the base to move it to (or click it again to pick another troop).</source>
        <translation>Volcanic Jungle: тепер клацніть базу, на яку його пересунути (або клацніть його ще раз, щоб вибрати інше військо).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="706" />
        <source>Take %1 back to your rack</source>
        <translation>Повернути %1 на стійку</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="763" />
        <source>Blue and Red play at this desk</source>
        <translation>Сині й червоні грають за цим комп'ютером</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="766" />
        <source>New game on %1, seed %2. %3. %4 starts.</source>
        <translation>Нова гра на місцевості %1, зерно %2. %3. Починає: %4.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="769" />
        <source>Beginner game: special bases have no effect.</source>
        <translation>Гра для новачків: спеціальні бази не діють.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="784" />
        <source>Pass to %1</source>
        <translation>Передайте хід: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="785" />
        <source>I am %1: show my rack</source>
        <translation>Я — %1: показати мою стійку</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="874" />
        <source>Not allowed</source>
        <translation>Не дозволено</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="941" />
        <source>The computer player failed: %1</source>
        <translation>Помилка комп'ютерного гравця: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="986" />
        <location filename="../../desktop/ui/play/toybattle.py" line="992" />
        <source>Save game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="987" />
        <location filename="../../desktop/ui/play/toybattle.py" line="995" />
        <source>Toy Battle games (*.json)</source>
        <translation>Ігри «Битва іграшок» (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="995" />
        <location filename="../../desktop/ui/play/toybattle.py" line="1000" />
        <source>Load game</source>
        <translation>Завантажити гру</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/play/toybattle.py" line="1000" />
        <source>This file is not a Toy Battle game: %1</source>
        <translation>Цей файл не є грою «Битва іграшок»: %1</translation>
    </message>
</context>
<context>
    <name>ToyBattleTerrainEditor</name>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="176" />
        <source>+ Base</source>
        <translation>+ База</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="176" />
        <source>Click on the board to add a base</source>
        <translation>Клацніть на полі, щоб додати базу</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="177" />
        <source>+ Blue HQ</source>
        <translation>+ Синій штаб</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="177" />
        <source>Click on the board to add a Blue HQ</source>
        <translation>Клацніть на полі, щоб додати синій штаб</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="178" />
        <source>+ Red HQ</source>
        <translation>+ Червоний штаб</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="178" />
        <source>Click on the board to add a Red HQ</source>
        <translation>Клацніть на полі, щоб додати червоний штаб</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="185" />
        <source>Node</source>
        <translation>Вузол</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="187" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="430" />
        <source>Select one node</source>
        <translation>Виберіть один вузол</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="378" />
        <source>Base</source>
        <translation>База</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="379" />
        <source>Blue HQ</source>
        <translation>Синій штаб</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="380" />
        <source>Red HQ</source>
        <translation>Червоний штаб</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="192" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="317" />
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="183" />
        <source>Checks: every base is reachable from each HQ; regions and medal target are sound.</source>
        <translation>Перевіряється: кожна база досяжна з кожного штабу; регіони й кількість медалей для перемоги правильні.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="197" />
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="198" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="316" />
        <source>Special</source>
        <translation>Особливість</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="202" />
        <source>Regions</source>
        <translation>Регіони</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="211" />
        <source>Medals</source>
        <translation>Медалі</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="216" />
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="220" />
        <source>Make region from selected bases</source>
        <translation>Створити регіон із вибраних баз</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="223" />
        <source>Set region's bases to selection</source>
        <translation>Призначити регіону вибрані бази</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="228" />
        <source>Medals to win</source>
        <translation>Медалей для перемоги</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="334" />
        <source>Add {node}</source>
        <translation>Додати: {node}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="393" />
        <source>Region {id} ({m} medal(s)): {bases}</source>
        <translation>Регіон {id} (медалей: {m}): {bases}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="407" />
        <source>of {n} in regions</source>
        <translation>з {n} у регіонах</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="339" />
        <source>Make node {id} a {kind}</source>
        <translation>Перетворити вузол {id}: {kind}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="345" />
        <source>Set special of node {id}</source>
        <translation>Задати особливість вузла {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="350" />
        <source>Make region {id}</source>
        <translation>Створити регіон {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="355" />
        <source>Remove region {id}</source>
        <translation>Прибрати регіон {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="359" />
        <source>Set medals of region {id}</source>
        <translation>Задати медалі регіону {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="365" />
        <source>Set bases of region {id}</source>
        <translation>Задати бази регіону {id}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="369" />
        <source>Set medals to win</source>
        <translation>Задати медалі для перемоги</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="378" />
        <source>base</source>
        <translation>база</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="313" />
        <source>Make it a {kind}</source>
        <translation>Перетворити на: {kind}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="276" />
        <source>Region {id}: bases {bases}, {m} medal(s)</source>
        <translation>Регіон {id}: бази {bases}, медалей: {m}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="428" />
        <source>{n} nodes selected</source>
        <translation>Вибрано вузлів: {n}</translation>
    </message>
</context>
<context>
    <name>WheelEditor</name>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="84" />
        <source>tix</source>
        <translation>tix</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="168" />
        <source>Own wheel: {w}/26 white. Click a slot to change it.</source>
        <translation>Власне колесо: білих {w}/26. Клацніть слот, щоб змінити його.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="172" />
        <source>Use generated</source>
        <translation>Згенерувати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="174" />
        <source>Forget this wheel and generate it from speed and white slots</source>
        <translation>Відкинути це колесо й згенерувати його зі швидкості та білих слотів</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="178" />
        <source>Generated from speed and white slots ({w}/26 white).</source>
        <translation>Згенеровано зі швидкості та білих слотів (білих {w}/26).</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="182" />
        <source>Customise…</source>
        <translation>Налаштувати…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="183" />
        <source>Edit the 26 slots one by one</source>
        <translation>Редагувати 26 слотів по одному</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="190" />
        <source>Slot {n}</source>
        <translation>Слот {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="192" />
        <source>white</source>
        <translation>білий</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/wheel_editor.py" line="194" />
        <source>black</source>
        <translation>чорний</translation>
    </message>
</context>
</TS>