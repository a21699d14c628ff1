<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="uk_UA">
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
        <translation>Тут складаються загони Attacktix, спіралі Battle Helix і розстановки Toy Battle.</translation>
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
        <location filename="../../desktop/ui/main_window.py" line="242" />
        <source>Toybox Arena</source>
        <translation>Toybox Arena</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="243" />
        <source>&amp;Open database…</source>
        <translation>&amp;Відкрити базу даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="244" />
        <source>&amp;Back up database…</source>
        <translation>&amp;Резервна копія бази даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="245" />
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="246" />
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="247" />
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="248" />
        <source>&amp;Full screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="249" />
        <source>&amp;About Toybox Arena</source>
        <translation>&amp;Про Toybox Arena</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="250" />
        <source>Open another database…</source>
        <translation>Відкрити іншу базу даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="251" />
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="252" />
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="253" />
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="254" />
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="255" />
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="256" />
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="260" />
        <source>Rules of %1</source>
        <translation>Правила гри %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="342" />
        <source>Opening database…</source>
        <translation>Відкриваю базу даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="347" />
        <source>Could not open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="356" />
        <source>Database upgraded; a backup was written to %1</source>
        <translation>Базу даних оновлено; резервну копію записано до %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="358" />
        <source>Opened %1</source>
        <translation>Відкрито %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="364" />
        <source>this file is not a Toybox Arena database. It was left untouched.</source>
        <translation>цей файл не є базою даних Toybox Arena. Його не змінено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="366" />
        <source>it was written by a newer version of Toybox Arena. It was left untouched.</source>
        <translation>її створила новіша версія Toybox Arena. Її не змінено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="368" />
        <source>another program is using it. Close that program or open another database.</source>
        <translation>її використовує інша програма. Закрийте ту програму або відкрийте іншу базу даних.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="377" />
        <source>Open database</source>
        <translation>Відкрити базу даних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="377" />
        <source>Toybox Arena databases (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Бази даних Toybox Arena (*.sqlite3 *.sqlite *.db);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="385" />
        <location filename="../../desktop/ui/main_window.py" line="389" />
        <location filename="../../desktop/ui/main_window.py" line="402" />
        <source>Back up database</source>
        <translation>Резервна копія бази даних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="385" />
        <source>Only an open SQLite database can be backed up here.</source>
        <translation>Тут можна зберегти копію лише відкритої бази даних SQLite.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="389" />
        <source>SQLite databases (*.sqlite3)</source>
        <translation>Бази даних SQLite (*.sqlite3)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="402" />
        <source>The backup failed: %1</source>
        <translation>Не вдалося зробити резервну копію: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="404" />
        <source>Backup written to %1</source>
        <translation>Резервну копію записано до %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="416" />
        <source>No database open</source>
        <translation>Базу даних не відкрито</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="443" />
        <source>About Toybox Arena</source>
        <translation>Про Toybox Arena</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="445" />
        <source>&lt;h3&gt;Toybox Arena %1&lt;/h3&gt;&lt;p&gt;Catalog, squads, play and tournaments for Attacktix, Battle Helix and Toy Battle.&lt;/p&gt;&lt;p&gt;Data folder: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Toybox Arena %1&lt;/h3&gt;&lt;p&gt;Каталог, загони, гра й турніри для Attacktix, Battle Helix і Toy Battle.&lt;/p&gt;&lt;p&gt;Тека даних: %2&lt;/p&gt;</translation>
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
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../desktop/ui/help.py" line="22" />
        <source>Rules of %1</source>
        <translation>Правила гри %1</translation>
    </message>
</context>
<context>
    <name>ToyBattleTerrainEditor</name>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="163" />
        <source>Select</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="163" />
        <source>Select and drag nodes (Shift-drag draws a path)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="164" />
        <source>Paths</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="164" />
        <source>Drag from node to node to add or remove a path</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="165" />
        <source>+ Base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="165" />
        <source>Click on the board to add a base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="166" />
        <source>+ Blue HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="166" />
        <source>Click on the board to add a Blue HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="167" />
        <source>+ Red HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="167" />
        <source>Click on the board to add a Red HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="171" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="172" />
        <source>Delete the selected nodes and paths</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="177" />
        <source>Node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="179" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="603" />
        <source>Select one node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="181" />
        <source>Base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="181" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="373" />
        <source>Blue HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="181" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="373" />
        <source>Red HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="184" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="419" />
        <source>(none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="189" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="190" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="418" />
        <source>Special</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="194" />
        <source>Regions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="201" />
        <source>Medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="206" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="210" />
        <source>Make region from selected bases</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="213" />
        <source>Set region's bases to selection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="218" />
        <source>Medals to win</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="290" />
        <source>Add {node}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="297" />
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="431" />
        <source>Remove path {a}-{b}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="299" />
        <source>Add path {a}-{b}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="311" />
        <source>Move node {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="313" />
        <source>Move {n} nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="325" />
        <source>Delete {n} item(s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="329" />
        <source>Make node {id} a {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="334" />
        <source>Set special of node {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="338" />
        <source>Make region {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="343" />
        <source>Remove region {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="347" />
        <source>Set medals of region {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="352" />
        <source>Set bases of region {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="356" />
        <source>Set medals to win</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="373" />
        <source>base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="415" />
        <source>Make it a {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="424" />
        <source>Delete node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="528" />
        <source>Region {id}: bases {bases}, {m} medal(s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="550" />
        <source>Region {id}: {m} medal(s) - bases {bases}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="562" />
        <source>of {n} medals in regions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="570" />
        <source>Checks: {n} problem(s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="574" />
        <source>Checks: every base is reachable from each HQ, regions and medal target are sound.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/terrain_editor.py" line="601" />
        <source>{n} nodes selected</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>