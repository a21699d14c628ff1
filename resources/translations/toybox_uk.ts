<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="uk_UA">
<context>
    <name />
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
        <translation>Правила гри %1</translation>
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
        <location filename="../../desktop/ui/main_window.py" line="339" />
        <source>Opening database…</source>
        <translation>Відкриваю базу даних…</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="344" />
        <source>Could not open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="353" />
        <source>Database upgraded; a backup was written to %1</source>
        <translation>Базу даних оновлено; резервну копію записано до %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="355" />
        <source>Opened %1</source>
        <translation>Відкрито %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="361" />
        <source>this file is not a Toybox Arena database. It was left untouched.</source>
        <translation>цей файл не є базою даних Toybox Arena. Його не змінено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="363" />
        <source>it was written by a newer version of Toybox Arena. It was left untouched.</source>
        <translation>її створила новіша версія Toybox Arena. Її не змінено.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="365" />
        <source>another program is using it. Close that program or open another database.</source>
        <translation>її використовує інша програма. Закрийте ту програму або відкрийте іншу базу даних.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="374" />
        <source>Open database</source>
        <translation>Відкрити базу даних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="374" />
        <source>Toybox Arena databases (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation>Бази даних Toybox Arena (*.sqlite3 *.sqlite *.db);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="382" />
        <location filename="../../desktop/ui/main_window.py" line="386" />
        <location filename="../../desktop/ui/main_window.py" line="397" />
        <source>Back up database</source>
        <translation>Резервна копія бази даних</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="382" />
        <source>Only an open SQLite database can be backed up here.</source>
        <translation>Тут можна зберегти копію лише відкритої бази даних SQLite.</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="386" />
        <source>SQLite databases (*.sqlite3)</source>
        <translation>Бази даних SQLite (*.sqlite3)</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="397" />
        <source>The backup failed: %1</source>
        <translation>Не вдалося зробити резервну копію: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="399" />
        <source>Backup written to %1</source>
        <translation>Резервну копію записано до %1</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="412" />
        <source>No database open</source>
        <translation>Базу даних не відкрито</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="434" />
        <source>About Toybox Arena</source>
        <translation>Про Toybox Arena</translation>
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="436" />
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
</TS>