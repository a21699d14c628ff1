<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>App</name>
    <message>
        <location filename="../../desktop/app.py" line="106" />
        <source>No database at %1. Create a new one?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/app.py" line="107" />
        <source>Create</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/app.py" line="108" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ArenaView</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="824" />
        <source>%1 off the table!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="826" />
        <source>%1 knocked over!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="831" />
        <source>%1 is hit but stands.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="832" />
        <source>A miss.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="1330" />
        <source>%1 points · %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="1337" />
        <source>Can move %1 tix now (%2 window)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="1339" />
        <source>white</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="1339" />
        <source>black</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="1342" />
        <source>Attack: %1, reach %2 tix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="1347" />
        <source>Power: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="1349" />
        <source>Effect: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/arena.py" line="1351" />
        <source>Played by %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AttacktixBoard</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="234" />
        <source>Aim mode (A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="235" />
        <source>Use an effect…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="236" />
        <source>Confirm the power's moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="237" />
        <source>Pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="238" />
        <source>End turn (E)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="239" />
        <source>Replay the last shot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="240" />
        <source>Skip the computer's turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="241" />
        <source>Play the rest of the computer's turn at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="242" />
        <source>Fit table (F)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="243" />
        <source>Show the whole table (the wheel or + and − zoom, dragging pans)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="244" />
        <source>Zoom in (+)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="245" />
        <source>Perspective view (V)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="246" />
        <source>The table seen from the near side's chair instead of from above</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="247" />
        <source>Zoom out (−)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="248" />
        <source>&amp;Animation:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="249" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="249" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="249" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="249" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="251" />
        <source>How fast shots and the computer's moves play on the table (Off: at once)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="253" />
        <source>Log (double-click a shot to replay it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="295" />
        <source>This is not a saved Attacktix game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="297" />
        <source>This saved game comes from another version of the app.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="303" />
        <source>The saved shots end differently on this build; the game cannot be restored exactly.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="306" />
        <source>The saved game is damaged: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="322" />
        <source>An Attacktix game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="334" />
        <source>Move taken back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="366" />
        <source>The catalog has no figure %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="372" />
        <source>A game has two squads.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="386" />
        <source>Each side is a person or a computer level.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/board.py" line="419" />
        <source>Game restored: %n action(s) replayed.</source>
        <translation><numerusform>Game restored: %n action replayed.</numerusform><numerusform>Game restored: %n actions replayed.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="421" />
        <source>%1 starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="423" />
        <source>Coin flip: %1 starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="455" />
        <source>Not allowed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="604" />
        <source>The computer could not decide: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="644" />
        <source>%1 takes control of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="650" />
        <source>Effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="650" />
        <source>Use which effect?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="684" />
        <source>Both last figures fell in the same attack: a draw.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/board.py" line="686" />
        <source>Time called after %n turn(s).</source>
        <translation><numerusform>Time called after %n turn.</numerusform><numerusform>Time called after %n turns.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="688" />
        <source>%1 has the last figure standing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="690" />
        <source>%1 knocked over %2 points of figures.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/board.py" line="696" />
        <source>%1: %n figure(s) left standing.</source>
        <translation><numerusform>%1: %n figure left standing.</numerusform><numerusform>%1: %n figures left standing.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="718" />
        <source>%1 (%2, %3 points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="726" />
        <source>Last Stand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="727" />
        <source>Thunderclap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="728" />
        <source>Swap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="729" />
        <source>Vanquish</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="730" />
        <source>Recover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="731" />
        <source>Rally</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="732" />
        <source>Attackback</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="733" />
        <source>Capture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="734" />
        <source>Force Push</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="735" />
        <source>Battle Cry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="736" />
        <source>Rescue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="737" />
        <source>Wolverine's effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="738" />
        <source>Spider-Man's effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="739" />
        <source>Mystique's effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="740" />
        <source>Daredevil's effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="753" />
        <source>Which of the opponent's backups comes into play for you?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="755" />
        <source>Which figure of the opponent's defeated area leaves the game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="757" />
        <source>Which of your defeated figures comes back into play?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="759" />
        <source>Which of your figures makes a free move and attack now?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="760" />
        <source>Choose a figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="764" />
        <source>the game is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="765" />
        <source>a choice is waiting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="766" />
        <source>that figure is not in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="767" />
        <source>that figure is not yours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="768" />
        <source>a figure that fired cannot move this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="769" />
        <source>moves come before attacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="770" />
        <source>that figure has already moved this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="772" />
        <source>a move must keep the whole base on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="774" />
        <source>no attacks left this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="775" />
        <source>each attack is made by a different figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="776" />
        <source>that figure's missile is not reloaded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="777" />
        <source>only the Attackback figure may move, once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="778" />
        <source>only the Attackback figure may attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="780" />
        <source>this power cannot move a figure out of the arena</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="786" />
        <source>that move is longer than the figure's speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="788" />
        <source>a figure is moved further than the power allows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="797" />
        <source>%1 moves %2 tix; it now shows %3 (%4 window).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="919" />
        <source>%1's turn: the computer is moving for them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="975" />
        <source>played by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="979" />
        <source>falling: its power is being read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="981" />
        <source>out of the game for good</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="1001" />
        <source>%1 — playing now</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/board.py" line="1003" />
        <source>Score: %n point(s) for the opponent's defeated figures</source>
        <translation><numerusform>Score: %n point for the opponent's defeated figures</numerusform><numerusform>Score: %n points for the opponent's defeated figures</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="1008" />
        <source>moves up to %1 tix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="1012" />
        <source>power ready if it falls (white window)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="1013" />
        <source>no power if it falls now (black window)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="801" />
        <location filename="../../desktop/ui/games/attacktix/board.py" line="819" />
        <source>white</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="316" />
        <source>%1 – %2, turn %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="801" />
        <location filename="../../desktop/ui/games/attacktix/board.py" line="819" />
        <source>black</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="804" />
        <source>a hit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="804" />
        <source>a miss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="807" />
        <source>%1 attacks: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="813" />
        <source>%1 is defeated (%2 points for %3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="821" />
        <source>Window of %1: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="827" />
        <source>%1 takes effect!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="829" />
        <source>%1 cannot take effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="834" />
        <source>%1 stands up again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="836" />
        <source>%1 comes into play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="839" />
        <source>%1 leaves the game for good.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="843" />
        <source>%1 now controls %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="849" />
        <source>%1 is moved %2 tix.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="854" />
        <source>%1!</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/board.py" line="856" />
        <source>Battle Cry: %n more attack(s) this turn.</source>
        <translation><numerusform>Battle Cry: %n more attack this turn.</numerusform><numerusform>Battle Cry: %n more attacks this turn.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="859" />
        <source>Turn %1: %2, %3 attacks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="866" />
        <source>%1 chooses for %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="872" />
        <location filename="../../desktop/ui/games/attacktix/board.py" line="896" />
        <source>the order of the powers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="879" />
        <source>No game yet: start a new one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="883" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="884" />
        <source>Turn %1 — %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/board.py" line="886" />
        <source>%n figure(s) moved</source>
        <translation><numerusform>%n figure moved</numerusform><numerusform>%n figures moved</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/board.py" line="887" />
        <source>%n attack(s) left</source>
        <translation><numerusform>%n attack left</numerusform><numerusform>%n attacks left</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="890" />
        <source>%1 must choose: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="901" />
        <source>Attackback: %1 makes a free move and attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="906" />
        <source>The computer is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="911" />
        <source>Attacktix: start a new game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="915" />
        <source>Attacktix: a draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="916" />
        <source>Attacktix: %1 wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="921" />
        <source>%1: choose for the power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="923" />
        <source>%1: Attackback — a free move and attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="925" />
        <source>%1: attack (drag back from a figure), then end the turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="926" />
        <source>%1: move figures, then attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="957" />
        <source>In play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="958" />
        <source>Backups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="959" />
        <source>Defeated area</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="968" />
        <source>(none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="977" />
        <source>fired</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AttacktixEditor</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="404" />
        <source>Level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="405" />
        <source>Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="406" />
        <source>Backups up to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="407" />
        <source>Legality</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="408" />
        <source>Event rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="409" />
        <source>no limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="410" />
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="411" />
        <source> pts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="412" />
        <source>Search code, name, class…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="413" />
        <source>Add to squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="414" />
        <source>Add as backup</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="415" />
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="417" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="416" />
        <source>Move to backups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="418" />
        <source>Move to squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="419" />
        <source>One more of this figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="420" />
        <source>One fewer of this figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="426" />
        <source>Squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="427" />
        <source>Backups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="428" />
        <source>Rule check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="440" />
        <source>{n} points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="441" />
        <source>Other…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="442" />
        <source>No limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="464" />
        <source>All franchises</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="471" />
        <source>All Marvel classes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="477" />
        <source>All classes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="481" />
        <source>Any points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="481" />
        <source>{n} pts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="516" />
        <source>{shown} of {total} figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="589" />
        <source>Quick Battle: &lt;b style='color:{c}'&gt;{n} of {req}&lt;/b&gt; figures (no points)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="597" />
        <source>Total &lt;b&gt;{total}&lt;/b&gt; points (no limit), %n figure(s)</source>
        <translation><numerusform>Total &lt;b&gt;{total}&lt;/b&gt; points (no limit), %n figure</numerusform><numerusform>Total &lt;b&gt;{total}&lt;/b&gt; points (no limit), %n figures</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="606" />
        <source>Total &lt;b style='color:{c}'&gt;{total} / {limit}&lt;/b&gt; points ({mode}), %n figure(s)</source>
        <translation><numerusform>Total &lt;b style='color:{c}'&gt;{total} / {limit}&lt;/b&gt; points ({mode}), %n figure</numerusform><numerusform>Total &lt;b style='color:{c}'&gt;{total} / {limit}&lt;/b&gt; points ({mode}), %n figures</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="624" />
        <source>&lt;b style='color:#b3261e'&gt;Not legal&lt;/b&gt; under these rules: %n problem(s).</source>
        <translation><numerusform>&lt;b style='color:#b3261e'&gt;Not legal&lt;/b&gt; under these rules: %n problem.</numerusform><numerusform>&lt;b style='color:#b3261e'&gt;Not legal&lt;/b&gt; under these rules: %n problems.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="613" />
        <source>Backups: {total} points (no limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="178" />
        <source>{game} squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="179" />
        <source>No squad chosen. Pick one on the left, or press New to build one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="180" />
        <source>Build a new squad…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="181" />
        <source>Saved squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="182" />
        <source>There is already a squad called “{name}”. Choose another name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="183" />
        <source>New squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="422" />
        <source>Catalog figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="423" />
        <source>Double-click a figure or drag it onto the squad or the backups to add it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="616" />
        <source>Backups: &lt;b style='color:{c}'&gt;{total} / {cap}&lt;/b&gt; points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="628" />
        <source>&lt;b style='color:#1b7f3b'&gt;Legal&lt;/b&gt; under these rules.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="634" />
        <source>Uses archived catalog figures: {names}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="663" />
        <source>Add {names} to the backups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="663" />
        <source>Add {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="676" />
        <source>Remove {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="678" />
        <source>{name} × {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="705" />
        <source>Remove {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="721" />
        <source>Move {names} to the backups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="721" />
        <source>Move {names} to the squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="744" />
        <source>Change the rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="763" />
        <source>Change the event rules</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AttacktixFigurePicker</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="112" />
        <source>Pick a squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="117" />
        <source>Add figures with a double click; remove them from the squad the same way.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="124" />
        <source>%1 %2 (%3 points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="168" />
        <source>%1 figures, %2 of %3 points</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AttacktixOrderDialog</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="51" />
        <source>Order of the powers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/board.py" line="56" />
        <source>Several of your figures fell at once. Drag them into the order their windows are read (top first).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AttacktixSetupDialog</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="186" />
        <source>New Attacktix game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="214" />
        <source>%1 points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="215" />
        <source>Point limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="228" />
        <source>Seed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="226" />
        <source>The same seed, squads and moves replay the same game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="232" />
        <source>Player A (blue)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="232" />
        <source>Player B (red)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="235" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="235" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="237" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="244" />
        <source>%1 — not legal: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="247" />
        <source>Pick figures…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="252" />
        <source>Squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="266" />
        <source>Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="206" />
        <source>Computer, hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="204" />
        <source>Computer, normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="205" />
        <source>Computer, easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="207" />
        <source>Another person (hot-seat)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="211" />
        <source>Player B is</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="310" />
        <source>Figures chosen here: %1 (%2 points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="329" />
        <source>That squad cannot be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="333" />
        <source>The catalog has no figure %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="335" />
        <source>Each player needs at least one figure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="338" />
        <source>A Quick Battle squad has exactly 3 figures.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/setup.py" line="341" />
        <source>Squad %1 is worth %2 points, not %3.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BacksWidget</name>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/board.py" line="162" />
        <source>%n hidden</source>
        <translation><numerusform>%n hidden</numerusform><numerusform>%n hidden</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/board.py" line="166" />
        <source>%n troop(s) on this rack, hidden.</source>
        <translation><numerusform>%n troop on this rack, hidden.</numerusform><numerusform>%n troops on this rack, hidden.</numerusform></translation>
    </message>
</context>
<context>
    <name>BoardEditorBase</name>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="93" />
        <source>Select</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="94" />
        <source>Select and drag; Shift-drag from one node to another draws a path</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="97" />
        <source>Paths</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="98" />
        <source>Drag from node to node to add a path, or to remove one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="108" />
        <location filename="../../desktop/ui/catalog/board_editor.py" line="340" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="110" />
        <source>Delete the selected nodes and paths (Delete)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="249" />
        <location filename="../../desktop/ui/catalog/board_editor.py" line="348" />
        <source>Remove path {a}-{b}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="254" />
        <source>Add path {a}-{b}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="271" />
        <source>Move {id}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/catalog/board_editor.py" line="273" />
        <source>Move %n nodes</source>
        <translation><numerusform>Move %n node</numerusform><numerusform>Move %n nodes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/catalog/board_editor.py" line="286" />
        <source>Delete %n item(s)</source>
        <translation><numerusform>Delete %n item</numerusform><numerusform>Delete %n items</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/catalog/board_editor.py" line="394" />
        <source>Checks: %n problem(s)</source>
        <translation><numerusform>Checks: %n problem</numerusform><numerusform>Checks: %n problems</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/board_editor.py" line="398" />
        <source>Checks: the board is sound.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BoardHost</name>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="405" />
        <source>What to do now</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="367" />
        <source>No elimination stage has started yet.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <location filename="../../desktop/ui/catalog/values.py" line="196" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/catalog/values.py" line="214" />
        <source>%n entry(s)</source>
        <translation><numerusform>%n entry</numerusform><numerusform>%n entries</numerusform></translation>
    </message>
</context>
<context>
    <name>CatalogChoices</name>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="30" />
        <source>rulebook</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="31" />
        <source>published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="32" />
        <source>custom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="38" />
        <source>always</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="39" />
        <source>only figure in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="40" />
        <source>named in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="41" />
        <source>named other in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="43" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="44" />
        <source>self</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="45" />
        <source>own</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="46" />
        <source>opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="47" />
        <source>attacker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="49" />
        <source>this figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="50" />
        <source>in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="51" />
        <source>defeated area</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="52" />
        <source>backups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="54" />
        <source>any</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="55" />
        <source>named</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="59" />
        <source>stand up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="60" />
        <source>move figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="61" />
        <source>replace with target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="62" />
        <source>remove target then stand up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="63" />
        <source>return target to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="64" />
        <source>free move and attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="65" />
        <source>take control of target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="66" />
        <source>extra attack next turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="67" />
        <source>return to start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="75" />
        <source>other of marvel class in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="76" />
        <source>distinct marvel classes in play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="80" />
        <source>each turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="81" />
        <source>after defeating class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="82" />
        <source>after defeating higher points class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="83" />
        <source>touching opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="86" />
        <source>once per turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="87" />
        <source>once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="88" />
        <source>move and extra attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="89" />
        <source>extra attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="90" />
        <source>take control then remove self</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="91" />
        <source>attack not counted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="102" />
        <source>Marvel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="103" />
        <source>Star Wars</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="104" />
        <source>Transformers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="117" />
        <source>shooter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="118" />
        <source>striker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="119" />
        <source>flight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="120" />
        <source>throwing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="121" />
        <source>kicking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="122" />
        <source>shield</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="123" />
        <source>force blast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="154" />
        <source>sword</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="155" />
        <source>star</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="156" />
        <source>bomb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="175" />
        <source>draw two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="176" />
        <source>place extra</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="177" />
        <source>discard adjacent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="178" />
        <source>ignore connection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="179" />
        <source>discard from rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="180" />
        <source>draw one</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogFields</name>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="15" />
        <source>Symbol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="16" />
        <source>The letter-symbol on the base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="17" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="18" />
        <source>Description</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="21" />
        <source>Key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="22" />
        <source>Colour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="23" />
        <source>#rrggbb used to draw the symbol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="29" />
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="33" />
        <source>Names a figure or class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="34" />
        <source>Figures with this power name a figure, Attacktix class or Marvel class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="37" />
        <source>Condition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="42" />
        <source>Target side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="48" />
        <source>Target zone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="53" />
        <source>Target filter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="56" />
        <source>Not this figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="57" />
        <source>Up to how many targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="58" />
        <source>Action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="68" />
        <source>Distance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="69" />
        <source>Moved figures' wheels turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="70" />
        <source>May push out of the arena</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="74" />
        <source>Figure's collector code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="77" />
        <source>Condition: Marvel class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="78" />
        <source>Condition: number of classes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="79" />
        <source>Trigger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="84" />
        <source>Trigger: Attacktix class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="85" />
        <source>How often</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="92" />
        <source>Touching within</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="99" />
        <source>Collector code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="100" />
        <source>e.g. MV-09</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="101" />
        <source>Franchise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="105" />
        <source>Point value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="106" />
        <source>Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="107" />
        <source>The plain speed (every slot of a generated wheel)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="108" />
        <source>White slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="109" />
        <source>n of the n/26 chance that the window is white</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="110" />
        <source>Wheel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="111" />
        <source>26 slots of {speed, colour}; empty = generated from speed and white slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="114" />
        <source>Attacktix class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="115" />
        <source>Marvel class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="116" />
        <source>Attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="124" />
        <source>Attack range</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="125" />
        <source>Attack impulse</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="126" />
        <source>Attack spread</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="127" />
        <source>Base radius</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="128" />
        <source>Mass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="129" />
        <source>Standing height</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="130" />
        <source>Stability override</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="131" />
        <source>Empty = derived from mass, base radius and height</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="132" />
        <source>Special power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="133" />
        <source>Power names figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="134" />
        <source>Power names Attacktix class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="135" />
        <source>Power names Marvel class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="136" />
        <source>Effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="137" />
        <source>Gold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="138" />
        <source>Tournament figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="139" />
        <source>Mega</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="146" />
        <source>#rrggbb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="147" />
        <source>Icon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="148" />
        <source>A short symbol or the name of an icon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="151" />
        <source>Species</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="152" />
        <source>Black number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="153" />
        <source>Black symbols</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="157" />
        <source>White number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="158" />
        <source>White symbols</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="161" />
        <source>Spaces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="162" />
        <source>[{id, x, y, adjacent: [ids], bonus: {species, value} | null, warp: species | null}]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="165" />
        <source>Start spaces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="169" />
        <source>Strength</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="170" />
        <source>Empty for the joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="171" />
        <source>Joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="172" />
        <source>May go on any enemy troop, and any enemy troop may cover it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="173" />
        <source>Copies per player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="174" />
        <source>Effect when placed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="181" />
        <source>Effect count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="182" />
        <source>How many troops the effect draws, places or discards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="183" />
        <source>Effect text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="190" />
        <source>Medals to win</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="191" />
        <source>Nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="192" />
        <source>[{id, kind: hq_blue|hq_red|base, special, adjacent: [ids], x_pct, y_pct, cx, cy}]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="195" />
        <source>Regions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="196" />
        <source>[{id, bases: [base ids], medals: 1–3}]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="197" />
        <source>published: one of the eight terrains of the published game</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogForm</name>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="141" />
        <source>Choose a colour…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="158" />
        <source>Choose a colour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="272" />
        <location filename="../../desktop/ui/catalog/fields.py" line="382" />
        <source>(none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="286" />
        <source>{value} (unknown)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="374" />
        <source>{text} (archived)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="424" />
        <source>{key} (not in the catalog)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="484" />
        <source>entries separated by commas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="500" />
        <source>{entry!r} is not a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="523" />
        <source>empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/fields.py" line="536" />
        <source>not valid JSON (line {line}, column {col})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="166" />
        <source>Choose an item in the table, or make a new one (Ctrl+N).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="172" />
        <source>Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="173" />
        <source>Save the changes (Ctrl+S)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="176" />
        <source>Revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="177" />
        <source>Forget the changes that are not saved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="236" />
        <source>This value is a placeholder: it does not come from a published source. Editing the value clears the mark; tick the box to keep it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="263" />
        <source>The board is placeholder data; tick to keep the mark after editing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="544" />
        <source>placeholder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="548" />
        <source>Placeholder value: not from a published source. Editing the value clears the mark.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="553" />
        <source>The mark was cleared because you changed the value; tick to keep the value marked.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="576" />
        <source>placeholder board data</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="586" />
        <source>Confirm this value (clear the placeholder mark)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="589" />
        <source>Mark as placeholder</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/catalog/form.py" line="802" />
        <source>%n problem(s) to fix before saving</source>
        <translation><numerusform>%n problem to fix before saving</numerusform><numerusform>%n problems to fix before saving</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/catalog/form.py" line="805" />
        <source>(%n on the board)</source>
        <translation><numerusform>(%n on the board)</numerusform><numerusform>(%n on the board)</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="807" />
        <source>(on the board)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/catalog/form.py" line="851" />
        <source>needs checking: %n placeholder value(s)</source>
        <translation><numerusform>needs checking: %n placeholder value</numerusform><numerusform>needs checking: %n placeholder values</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="811" />
        <source>Unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="814" />
        <source>Saved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="827" />
        <source>New {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="829" />
        <source>Not saved yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="838" />
        <source>shipped with the app</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="839" />
        <source>made here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="840" />
        <source>imported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/form.py" line="845" />
        <source>archived (read-only: restore it to edit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/values.py" line="88" />
        <source>Fixed by the game's rules: {fields}. Games are played with the rules' values, whatever the catalog holds, so these cannot be changed here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/values.py" line="98" />
        <source>{fields}: the catalog's own notes (shipped in English); the board shows the game's own translated names and texts instead.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogImport</name>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="61" />
        <source>placeholder marks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="63" />
        <source>archived</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="76" />
        <source>Item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="77" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="78" />
        <source>Name or changed fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="83" />
        <source>New items ({n})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="84" />
        <source>Changed items ({n})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="85" />
        <source>Unchanged ({n})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="120" />
        <source>Import catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="124" />
        <source>{file}: {created} new, {updated} changed, {unchanged} unchanged. Nothing has been written yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="147" />
        <source>Edit → Undo takes the whole import back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="152" />
        <source>Import</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/import_export.py" line="156" />
        <source>The file holds nothing new</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogKinds</name>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="10" />
        <source>Attacktix class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="11" />
        <source>Attacktix classes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="12" />
        <source>The letter-symbol class on a figure's base (the rulebook's ATTACKTIX Class table).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="19" />
        <source>Marvel class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="20" />
        <source>Marvel classes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="24" />
        <source>Special power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="25" />
        <source>Special powers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="26" />
        <source>A Master Battle power: takes effect when the defeated figure's window is white.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="71" />
        <source>Effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="72" />
        <source>Effects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="73" />
        <source>A persistent Master Battle effect of a figure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="93" />
        <source>Figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="94" />
        <source>Figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="95" />
        <source>A battle figure. Values that are not from a published source are marked as placeholders.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="140" />
        <source>Species</source>
        <comment>singular kind label</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="141" />
        <source>Species</source>
        <comment>plural section title</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="142" />
        <source>A species of glyphs and terrains (the rules name none: the shipped six are sample data).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="149" />
        <source>Power glyph</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="150" />
        <source>Power glyphs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="159" />
        <source>Battle terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="160" />
        <source>Battle terrains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="166" />
        <source>Troop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="167" />
        <source>Troops</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="168" />
        <source>A troop type; each player owns 3 of each of the 8 types.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="184" />
        <source>Terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="185" />
        <source>Terrains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/kind_strings.py" line="186" />
        <source>A board: HQs, bases, paths between them, regions holding medals, and the medal target.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogNames</name>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="18" />
        <source>Warrior</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="19" />
        <source>Leader</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="20" />
        <source>Captain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="21" />
        <source>Trooper</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="22" />
        <source>Specialist</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="23" />
        <source>Mega</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="25" />
        <source>Battlefield</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="26" />
        <source>Caribbean Sea</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="27" />
        <source>Castle Field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="28" />
        <source>Cursed Cemetery</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="29" />
        <source>City of Clouds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="30" />
        <source>Volcanic Jungle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="31" />
        <source>Tropical Pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="32" />
        <source>Station Metal-X</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="34" />
        <source>Sunken Lagoon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="35" />
        <source>Caldera Ridge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="36" />
        <source>Stone Canyon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="38" />
        <source>Tide</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="39" />
        <source>Surge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="40" />
        <source>Maelstrom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="41" />
        <source>Ripple</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="42" />
        <source>Ember</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="43" />
        <source>Blaze</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="44" />
        <source>Inferno</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="45" />
        <source>Boulder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="46" />
        <source>Quake</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="47" />
        <source>Monolith</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="48" />
        <source>Spark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="49" />
        <source>Arc</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="50" />
        <source>Tempest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="51" />
        <source>Static</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="52" />
        <source>Thorn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="53" />
        <source>Bloom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="54" />
        <source>Verdant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="55" />
        <source>Shade</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="56" />
        <source>Eclipse</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="57" />
        <source>Void</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogProblems</name>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="10" />
        <source>an item must be an object of fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="11" />
        <source>unknown field {field!r} for {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="12" />
        <source>must not start or end with spaces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="13" />
        <source>{key!r} is already used by another {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="14" />
        <source>{value!r} is already used by {other}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="15" />
        <source>cannot be checked: a value in it has the wrong type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="16" />
        <source>must be at least {min}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="17" />
        <source>entry {entry} must be at least {min}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="18" />
        <source>must be at most {max}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="19" />
        <source>entry {entry} must be at most {max}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="20" />
        <source>must be a multiple of {step}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="21" />
        <source>entry {entry} must be a multiple of {step}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="22" />
        <source>entry {entry} is longer than {n} characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="23" />
        <source>is longer than {n} characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="24" />
        <source>entry {entry} holds an invisible or control character (U+{code}), which is not allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="27" />
        <source>holds an invisible or control character (U+{code}), which is not allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="30" />
        <source>is required</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="31" />
        <source>must be text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="32" />
        <source>must be a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="33" />
        <source>must be a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="34" />
        <source>must be true or false</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="35" />
        <source>must be one of {choices}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="36" />
        <source>must be a list of choices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="37" />
        <source>unknown choice {choice!r}; choose from {choices}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="38" />
        <source>lists a choice twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="39" />
        <source>must be the key of an item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="40" />
        <source>refers to {key!r}, which is not in the catalog ({kind})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="41" />
        <source>must be a list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="42" />
        <source>needs at least {n} entries</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="43" />
        <source>takes at most {n} entries</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="44" />
        <source>entry {entry} must be a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="45" />
        <source>entry {entry} must be a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="46" />
        <source>entry {entry} must be one of {choices}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="47" />
        <source>entry {entry} must be the key of an item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="48" />
        <source>entry {entry} must be text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="49" />
        <source>must be plain data (objects, lists, text, numbers)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="50" />
        <source>the condition or target uses the named figure/class, so the power needs one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="53" />
        <source>side and zone must both be 'none' or both be set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="54" />
        <source>the attacker is always the 'attacker' zone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="55" />
        <source>a move needs a distance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="56" />
        <source>a power that picks figures picks at least one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="57" />
        <source>this condition names a Marvel class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="58" />
        <source>this condition needs a number of classes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="59" />
        <source>this trigger names an Attacktix class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="60" />
        <source>a wheel has exactly {n} slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="61" />
        <source>slot {slot} must be {{speed, colour}}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="62" />
        <source>slot {slot}: speed must be a whole number 0–20</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="63" />
        <source>slot {slot}: colour must be black or white</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="64" />
        <source>slot {slot}: unknown entry {entry!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="65" />
        <source>the wheel has {whites} white slots, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="66" />
        <source>a power names one figure or class, not several</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="67" />
        <source>names a figure or class but the figure has no power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="68" />
        <source>{power} needs a named figure or class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="69" />
        <source>{power} does not name a figure or class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="70" />
        <source>Mega figures are class M and class M figures are Megas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="71" />
        <source>a figure is usually either gold or a tournament figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="72" />
        <source>must be a colour like #3a7bd5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="73" />
        <source>two bombs on one number act as one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="74" />
        <source>a terrain needs spaces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="75" />
        <source>space {space} must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="76" />
        <source>space {space} needs a whole-number id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="77" />
        <source>space id {space} is used twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="78" />
        <source>space {space}: unknown entry {entry!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="79" />
        <source>space {space}: {coordinate} must be between 0 and 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="80" />
        <source>space {space}: adjacent must be a list of space ids</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="81" />
        <source>space {space} is joined to itself</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="82" />
        <source>space {space} is joined to missing space {other}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="83" />
        <source>space {space} is joined to {other} but not {other} to {space}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="84" />
        <source>space {space}: a bonus is {{species, value}}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="85" />
        <source>space {space}: bonus value must be 1–{max}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="86" />
        <source>space {space} is both a bonus and a warp space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="87" />
        <source>a terrain has two different start spaces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="88" />
        <source>start space {space} is not a space of the terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="89" />
        <source>space {space} cannot be reached from the others</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="90" />
        <source>space {space}: a bonus names a species</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="91" />
        <source>space {space}: a warp names a species</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="92" />
        <source>space {space}: bonus species {species!r} is not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="93" />
        <source>space {space}: warp species {species!r} is not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="94" />
        <source>the joker has no strength (shown as X)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="95" />
        <source>is required (only the joker has none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="96" />
        <source>a terrain needs nodes (HQs and bases)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="97" />
        <source>node {node} must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="98" />
        <source>node {node} needs a whole-number id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="99" />
        <source>node id {node} is used twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="100" />
        <source>node {node}: unknown entry {entry!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="101" />
        <source>node {node}: kind must be one of {kinds}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="102" />
        <source>node {node}: unknown special {special!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="103" />
        <source>node {node}: an HQ can only carry a value restriction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="104" />
        <source>node {node}: {coordinate} must be between 0 and 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="105" />
        <source>node {node}: {coordinate} must be a percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="106" />
        <source>node {node}: adjacent must be a list of node ids</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="107" />
        <source>node {node} lists a neighbour twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="108" />
        <source>node {node} is joined to itself</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="109" />
        <source>node {node} is joined to missing node {other}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="110" />
        <source>node {node} is joined to {other} but {other} not to {node}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="111" />
        <source>HQ {node} is joined directly to HQ {other}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="112" />
        <source>Blue has {count} HQs; a terrain gives each player 1 or 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="113" />
        <source>Red has {count} HQs; a terrain gives each player 1 or 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="114" />
        <source>base {base} cannot be reached from HQ {hq}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="115" />
        <source>a terrain needs at least one region</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="116" />
        <source>region {region} must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="117" />
        <source>region {region} needs a whole-number id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="118" />
        <source>region id {region} is used twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="119" />
        <source>region {region}: unknown entry {entry!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="120" />
        <source>region {region}: medals must be 1–{max}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="121" />
        <source>region {region} needs bases</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="122" />
        <source>region {region} lists missing base {base}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="123" />
        <source>region {region} lists {base}, which is an HQ, not a base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="124" />
        <source>region {region} lists a base twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="125" />
        <source>must be a whole number of at least 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="126" />
        <source>is {target}, but the regions hold only {total} medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="127" />
        <source>is not a field of this kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="128" />
        <source>cannot be a placeholder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="129" />
        <source>not an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="130" />
        <source>must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="131" />
        <source>is not an entry of an item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="132" />
        <source>unknown kind {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="133" />
        <source>must be an object of fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="134" />
        <source>is required (the item's key)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="135" />
        <source>must be a list of field names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="136" />
        <source>names {field}, which is not a field of {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="137" />
        <source>{field} cannot be marked as a placeholder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="138" />
        <source>{key} is listed twice (also item {other})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="139" />
        <source>must be a whole number of at least 0 or empty, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="140" />
        <source>must be a list of texts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="141" />
        <source>unknown legality profile {key}; known: {known}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="142" />
        <source>must be a positive number of points or None</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="143" />
        <source>must be at least 0 or None</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="144" />
        <source>must be a whole number or 'any', not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="145" />
        <source>must be 'exactly' or 'up_to', not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="146" />
        <source>must be a whole number or empty, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="147" />
        <source>must be a list of {{key, count}}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="148" />
        <source>must be an object with key and count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="149" />
        <source>is not a field of an entry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="150" />
        <source>must be the collector code of a catalog figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="151" />
        <source>figure {key} is listed twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="152" />
        <source>must be a whole number from 1 to 99, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="153" />
        <source>no figure {key} in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="154" />
        <source>is not a field of an Attacktix squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="155" />
        <source>must be 'equal_points' or 'quick_battle', not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="156" />
        <source>must be a whole number of at least 1, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="157" />
        <source>is not a field of a helix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="158" />
        <source>must be a list of {n} glyph keys (null for an empty slot)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="159" />
        <source>must be a glyph key or null</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="160" />
        <source>no glyph {key} in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="161" />
        <source>{reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="162" />
        <source>has a value of the wrong type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="163" />
        <source>is not a field of a Toy Battle set-up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="164" />
        <source>must be a terrain key or 'random'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="165" />
        <source>no terrain {key} in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="166" />
        <source>has {n} entries; a squad's settings have at most {max}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="167" />
        <source>has an entry named {key}, which is not a settings key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="168" />
        <source>must hold plain values (text, numbers, lists, objects)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="169" />
        <source>are {n} characters long; a squad's settings take at most {max}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="170" />
        <source>must be an object of rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="171" />
        <source>unknown squad kind {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="172" />
        <source>must be one line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="173" />
        <source>a squad needs a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="174" />
        <source>is not an entry of a squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="175" />
        <source>unknown squad kind {kind}; known kinds: {kinds}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/problem_strings.py" line="176" />
        <source>{name} is listed twice (also squad {other})</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="154" />
        <source>Status</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="193" />
        <source>Needs checking: placeholder values in {fields}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="197" />
        <source>Placeholder value: not from a published source. Check it and correct it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/table_model.py" line="224" />
        <source>archived</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/catalog/table_model.py" line="227" />
        <source>%n placeholder(s)</source>
        <translation><numerusform>%n placeholder</numerusform><numerusform>%n placeholders</numerusform></translation>
    </message>
</context>
<context>
    <name>CatalogUnits</name>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="61" />
        <source>tix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="62" />
        <source>g</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="63" />
        <source>g·tix/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/catalog/data_names.py" line="64" />
        <source>°</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="584" />
        <source>Select players on the Standings tab and press “Chart the selected players”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="590" />
        <source>Round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="591" />
        <source>Standing</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ClockWidget</name>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="223" />
        <source>+1 min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="224" />
        <source>Add a minute to the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="225" />
        <source>Time called</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="232" />
        <source>Finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="234" />
        <source>TIME</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="238" />
        <source>Round clock: the event is finished, no round is left to time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="240" />
        <source>Round clock: it runs once a round is published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="242" />
        <source>Round clock (kept in the database: every desk sees it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="244" />
        <source>Round clock (this desk only)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="253" />
        <source>Pause</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="255" />
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/clock.py" line="257" />
        <source>Start</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../../desktop/cli/refusals.py" line="49" />
        <source>also: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/cli/refusals.py" line="52" />
        <source>nothing was imported</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message>
        <location filename="../../desktop/ui/live.py" line="170" />
        <source>The connection to the database server was lost. Reconnecting… What you typed is kept; nothing is saved until the connection is back.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ConnectionDialog</name>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="52" />
        <source>Open database server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="65" />
        <source>Keep the password in the system keyring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="69" />
        <source>No system keyring is available: the password is asked each time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="71" />
        <source>Host:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="72" />
        <source>Port:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="73" />
        <source>Database:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="74" />
        <source>User:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="75" />
        <source>Password:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="76" />
        <source>TLS mode:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="82" />
        <source>Test connection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="126" />
        <source>Connecting…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="133" />
        <source>Connected: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/connection_dialog.py" line="135" />
        <source>Not connected: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CsvExportMenu</name>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="50" />
        <location filename="../../desktop/ui/tournament/csv_export.py" line="67" />
        <source>Export CSV</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="52" />
        <source>Standings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="53" />
        <source>Pairings of every round…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="54" />
        <source>Players…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="62" />
        <source>%1 standings.csv</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="63" />
        <source>%1 pairings.csv</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="64" />
        <source>%1 players.csv</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="67" />
        <source>CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="85" />
        <source>Exporting CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/csv_export.py" line="87" />
        <source>Written to %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../desktop/ui/errors.py" line="148" />
        <source>The action could not be done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/errors.py" line="155" />
        <source>Unexpected error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/errors.py" line="156" />
        <source>Something went wrong: %1. Nothing more was done; you can go on working.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="144" />
        <source>Event settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="144" />
        <source>New event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="154" />
        <source>Event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="163" />
        <source>Name:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="171" />
        <source>Date:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="172" />
        <source>Venue:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="173" />
        <source>Organiser:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="176" />
        <source>Game and format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="181" />
        <source>Game:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="193" />
        <source>best of 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="194" />
        <source>best of 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="195" />
        <source>Match format:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="199" />
        <source> min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="200" />
        <source>Round time:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="206" />
        <source>win</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="207" />
        <source>draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="208" />
        <source>loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="209" />
        <source>bye</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="218" />
        <source>Match points:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="220" />
        <source>by seed (rating)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="221" />
        <source>at random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="222" />
        <source>Round 1:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="223" />
        <source>allow re-entry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="225" />
        <source>avoid pairing players of one club</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="230" />
        <source>Tiebreakers (drag to reorder; ticked ones are used)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="247" />
        <source>Stages</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="250" />
        <source>Add a stage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="325" />
        <source>%1 (copy)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="462" />
        <source>The event needs a name.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EventRulesDialog</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="102" />
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="112" />
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="154" />
        <source>Event rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="108" />
        <source>no limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="117" />
        <source>Megas allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="119" />
        <source>Copy limits count the backups too</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="122" />
        <source>Collector codes, separated by commas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="132" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="133" />
        <source>Tournament figures, at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="134" />
        <source>Copies of each gold figure, at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="135" />
        <source>Copies of any other figure, at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="136" />
        <source>Backups, at most (points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="139" />
        <source>Banned figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_editor.py" line="140" />
        <source>Franchises allowed</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="500" />
        <source>New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="501" />
        <source>Choose the squads, the opponent and the rules, then play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="502" />
        <source>Quick game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="503" />
        <source>Play at once against the computer on Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="504" />
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="510" />
        <source>Unfinished: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameForm</name>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="133" />
        <source>Game %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="138" />
        <source>— none</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="9" />
        <source>Battle figures on a table: move, aim and fire to knock the other squad over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="64" />
        <source>Two figures built from pieces roll a six-glyph helix: call the colour, win rounds, take pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="115" />
        <source>A board game for two: place troops on bases, hold regions for medals, reach the enemy HQ</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="353" />
        <source>Rematch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="354" />
        <source>New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="370" />
        <source>You lost: %1 wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="372" />
        <source>%1 wins!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="374" />
        <source>A draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="376" />
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameResults</name>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="67" />
        <source>Winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="68" />
        <source>How it ended</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="69" />
        <source>Points destroyed by player A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="70" />
        <source>Points destroyed by player B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="71" />
        <source>Figures left standing (player A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="72" />
        <source>Figures left standing (player B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="73" />
        <source>Points destroyed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="74" />
        <source>Pieces left (player A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="75" />
        <source>Pieces left (player B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="76" />
        <source>Rounds played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="77" />
        <source>Terrains used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="78" />
        <source>Pieces left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="79" />
        <source>Medals (player A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="80" />
        <source>Medals (player B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="81" />
        <source>Terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="82" />
        <source>Colour of player A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="83" />
        <source>Turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="84" />
        <source>Medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="86" />
        <source>a finished game needs a winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="87" />
        <source>when time is called the winner is decided by the secondary score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="88" />
        <source>this ending is a draw: leave the winner out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="211" />
        <source>a troop reached the enemy HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="212" />
        <source>medal target reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="213" />
        <source>no move left: more medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="214" />
        <source>no move left, equal medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="215" />
        <source>time called</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="216" />
        <source>last figure knocked out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="217" />
        <source>double knock-out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="218" />
        <source>all pieces taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="219" />
        <source>blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="220" />
        <source>red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="20" />
        <source>a game won on the medal target goes to the player with more medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="21" />
        <source>at the end of the game the player with more medals wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="22" />
        <source>a game that ends with equal medals is decided by the tie-break (end_tiebreak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="23" />
        <source>the tie-break (end_tiebreak) decides only a game that ends with equal medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="16" />
        <source>a battle won on pieces leaves the loser with none</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameSettings</name>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="10" />
        <source>Point limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="11" />
        <source>The most points a squad may have (none: no limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="12" />
        <source>no limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="13" />
        <source>Limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="14" />
        <source>Whether a squad must have exactly the limit or up to it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="15" />
        <source>exactly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="16" />
        <source>up to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="17" />
        <source>Legality profile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="18" />
        <source>Tournament: at most one tournament figure, one of each gold figure, no Megas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="19" />
        <source>Tournament</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="20" />
        <source>Casual</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="21" />
        <source>Backups limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="22" />
        <source>The most points of backup figures a player may bring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="23" />
        <source>Level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="24" />
        <source>Master Battle has powers and effects; Equal Points and Quick Battle do not</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="25" />
        <source>Master Battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="26" />
        <source>Equal Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="27" />
        <source>Quick Battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="28" />
        <source>Arena size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="29" />
        <source>The side of the square table, in tix (30 for tournaments)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="30" />
        <source>Steady hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="31" />
        <source>How closely a shot follows your aim, 0–100</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="32" />
        <source>Turn limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="33" />
        <source>Time is called after this many turns (0: never)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="34" />
        <source>First player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="35" />
        <source>Who takes the first turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="36" />
        <source>coin flip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="37" />
        <source>player A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="38" />
        <source>player B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="39" />
        <source>Attacks per turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="40" />
        <source>How many attacks a player makes each turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="41" />
        <source>Both last figures fall</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="42" />
        <source>When one shot knocks over both players' last figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="43" />
        <source>a draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="44" />
        <source>the attacker loses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="45" />
        <source>Every defeat scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="46" />
        <source>A figure that comes back and falls again scores again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="47" />
        <source>Own fire scores for the opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="48" />
        <source>Knocking over your own figure gives its points to the other player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="49" />
        <source>Check the squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="50" />
        <source>Refuse squads that break the level's squad rules when a game starts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="51" />
        <source>Grind figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="52" />
        <source>Master Battle: figures are ground before they are placed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="53" />
        <source>Starting line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="54" />
        <source>How far from its edge each squad starts, in tix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="55" />
        <source>Re-entry distance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="56" />
        <source>How far in front of the line figures coming back are placed, in tix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="57" />
        <source>Worst aim (degrees)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="58" />
        <source>The aim's spread with the least steady hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="59" />
        <source>Worst pull</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="60" />
        <source>The pull's spread with the least steady hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="61" />
        <source>Last stand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="62" />
        <source>When "your only figure in play" counts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="63" />
        <source>no other figure standing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="65" />
        <source>Pieces of each figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="66" />
        <source>How many pieces each figure starts with</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="67" />
        <source>Terrain mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="68" />
        <source>Play on the battle terrains: the rolled species decides where the figures fight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="69" />
        <source>Round limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="70" />
        <source>Time is called after this many rounds (0: never)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="71" />
        <source>Glyphs in a helix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="72" />
        <source>How many glyphs each player's helix holds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="73" />
        <source>Gold glyphs at most</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="74" />
        <source>The most gold glyphs a helix may hold (none: any)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="75" />
        <source>any number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="76" />
        <source>Two bombs on one number act as one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="77" />
        <source>A face with two bombs rolls for one bomb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="78" />
        <source>Caught in the blast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="79" />
        <source>What a bomb's blast does to the winner too</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="80" />
        <source>its swords</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="81" />
        <source>its swords and stars</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="82" />
        <source>nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="83" />
        <source>After a tied round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="84" />
        <source>Who attacks after a tied round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="85" />
        <source>the Defender attacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="86" />
        <source>no change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="87" />
        <source>Both figures out at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="88" />
        <source>Who loses when one action takes both figures' last pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="89" />
        <source>the one who acted loses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="90" />
        <source>the one who acted wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="91" />
        <source>Stars never above the starting pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="92" />
        <source>Stars cannot give a figure more pieces than it started with</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="93" />
        <source>End check within an action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="94" />
        <source>In one action (a winning face, or a bomb roll): check after its swords and stars, or after its swords</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="95" />
        <source>after its swords and stars</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="96" />
        <source>right after its swords</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="97" />
        <source>A winning face with a bomb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="98" />
        <source>Is the end checked before the face's bomb roll (a won battle rolls no bomb), or after it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="99" />
        <source>end checked before the bomb roll</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="100" />
        <source>bomb rolled first, end checked after it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="129" />
        <source>Special bases have no effect: a gentler first game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="101" />
        <source>Terrain: who moves after a round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="102" />
        <source>On a terrain, which figure moves after each round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="103" />
        <source>that round's Attacker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="104" />
        <source>the next Attacker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="105" />
        <source>Terrain: the other figure follows</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="106" />
        <source>The other figure steps back next to the one that moved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="107" />
        <source>Terrain: both activate a warp</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="108" />
        <source>When both figures roll a warp at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="109" />
        <source>only the Attacker warps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="110" />
        <source>nobody warps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="111" />
        <source>Terrain: after a warp</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="112" />
        <source>Where a warping figure lands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="113" />
        <source>anywhere</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="114" />
        <source>on a start space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="116" />
        <source>Terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="117" />
        <source>The board the games are played on: the same one, a random one or the next one each round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="118" />
        <source>random each round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="119" />
        <source>rotating each round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="120" />
        <source>Castle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="121" />
        <source>Pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="122" />
        <source>Clouds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="123" />
        <source>Jungle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="124" />
        <source>Cemetery</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="125" />
        <source>Caribbean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="126" />
        <source>Station</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="127" />
        <source>Battlefield</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/game_strings.py" line="128" />
        <source>Beginner option</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GlyphView</name>
    <message>
        <location filename="../../desktop/ui/games/helix/widgets.py" line="99" />
        <source>sword</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/widgets.py" line="99" />
        <source>star</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/widgets.py" line="99" />
        <source>bomb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/widgets.py" line="105" />
        <source>%1 (%2)
Black: %3
White: %4</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HelixBoard</name>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="202" />
        <source>New battle…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="203" />
        <source>Black attack (B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="204" />
        <source>White attack (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="205" />
        <source>Play on this terrain</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/helix/board.py" line="209" />
        <source>%n piece(s)</source>
        <translation><numerusform>%n piece</numerusform><numerusform>%n pieces</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="289" />
        <source>A battle needs two helixes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="299" />
        <source>Player A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="299" />
        <source>Player B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="316" />
        <source>This battle cannot start: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="318" />
        <source>Unknown player kind.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="350" />
        <source>This saved battle cannot be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="353" />
        <source>it is not a Battle Helix battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="355" />
        <source>it was saved by another version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="358" />
        <source>the players are missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="385" />
        <source>%1 %2 – %3 %4, round %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="393" />
        <source>Battle Helix battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="523" />
        <source>The computer could not decide: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="590" />
        <source>Time is called with equal pieces: a draw.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="593" />
        <source>Time is called: %1 has more pieces left and wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="599" />
        <source>%1 has no pieces left: %2 wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="605" />
        <source>%1: %2 left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="608" />
        <source>Rounds played: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="611" />
        <source>Terrains: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="636" />
        <source>Battle Helix: start a battle with “New battle…”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="698" />
        <source>Terrain: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="698" />
        <source>No terrain yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="701" />
        <source>Classic battle (no terrain)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="713" />
        <source>helix built here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="715" />
        <source>%1 · %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="721" />
        <source>Winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="723" />
        <source>Attacker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="723" />
        <source>Defender</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="726" />
        <source>Win chance: %1 %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="728" />
        <source>Win chance: …</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="760" />
        <source>Win chance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="762" />
        <source>Win chance (ignoring terrain)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="763" />
        <source>Round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="763" />
        <source>%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="772" />
        <source>The battle is over: a draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="773" />
        <source>The battle is over: %1 wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="777" />
        <source>%1 is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="779" />
        <source>%1 attacks: call black or white (B / W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="781" />
        <source>%1: move your figure one space (click a marked space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="783" />
        <source>%1 warped: place your figure on the new terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="784" />
        <source>%1: choose the terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="793" />
        <source>Initiative: %1 attacks first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="795" />
        <source>The battle starts on %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="798" />
        <source>%1 warps to %2 and becomes Attacker.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/board.py" line="804" />
        <source>%1 moves to space %2.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HelixEditor</name>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="227" />
        <source>{game} helixes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="228" />
        <source>No helix chosen. Pick one on the left, or press New to build one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="229" />
        <source>Build a new helix…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="230" />
        <source>Saved helixes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="231" />
        <source>There is already a helix called “{name}”. Choose another name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="232" />
        <source>New helix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="346" />
        <source>Search glyph or species…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="347" />
        <source>Gold only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="348" />
        <source>Put in slot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="350" />
        <source>Power glyphs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="351" />
        <source>Double-click a glyph or drag it onto a slot to put it there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="352" />
        <source>Helix: six slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="353" />
        <source>Rule check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="356" />
        <source>A helix holds exactly six glyphs, at most three of them gold. The number of pieces is not part of the helix: the event or the game set-up chooses it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="367" />
        <source>All species</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="395" />
        <source>{shown} of {total} glyphs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="443" />
        <source>&lt;span style='font-size:15px'&gt;Glyphs &lt;b&gt;{filled} / 6&lt;/b&gt; &amp;nbsp; Gold &lt;b style='color:{c}'&gt;{gold} / {max}&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="450" />
        <source>&lt;b style='color:#b3261e'&gt;Not legal&lt;/b&gt;: %n problem(s).</source>
        <translation><numerusform>&lt;b style='color:#b3261e'&gt;Not legal&lt;/b&gt;: %n problem.</numerusform><numerusform>&lt;b style='color:#b3261e'&gt;Not legal&lt;/b&gt;: %n problems.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="453" />
        <source>&lt;b style='color:#1b7f3b'&gt;Legal&lt;/b&gt; helix.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="459" />
        <source>Uses archived glyphs: {names}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="499" />
        <source>Put {glyph} in slot {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="506" />
        <source>Empty slot {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="510" />
        <source>Swap slots {a} and {b}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HelixOddsPanel</name>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="195" />
        <source>Exact odds against the saved helixes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="196" />
        <source>Pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="197" />
        <source>Starting pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="198" />
        <source>Win chance %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="288" />
        <source>The odds could not be computed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="309" />
        <source>Against %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="327" />
        <source>Fill all six slots to see the odds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="332" />
        <source>No saved helix to compare with yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="335" />
        <source>Computing… %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="338" />
        <source>Classic battle; select a row for its chart.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HelixPicker</name>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="99" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="104" />
        <source>Built here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="105" />
        <source>Helix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="113" />
        <source>Glyph %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="117" />
        <source>Glyphs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="157" />
        <source>Every slot needs a glyph.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="159" />
        <source>At most 3 gold glyphs; this helix has %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HelixSamples</name>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="52" />
        <source>Tidal Storm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="52" />
        <source>Wildfire</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="57" />
        <source>Sample: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HelixSetup</name>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="67" />
        <source>Player 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="68" />
        <source>Player 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="70" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="72" />
        <source>Computer (Easy)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="73" />
        <source>Computer (Normal)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="74" />
        <source>Computer (Hard)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HelixTerrainEditor</name>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="38" />
        <source>The terrain has no spaces: use “+ Space” and click on the board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="47" />
        <source>The path between {a} and {b} is listed on one side only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="51" />
        <source>Space {s}: a bonus adds 1 to {max}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="55" />
        <source>Space {s}: a bonus needs a species.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="57" />
        <source>Space {s} names species {sp!r}, which is not in the catalog.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="61" />
        <source>Space {s} is both a bonus and a warp space.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="65" />
        <source>A terrain needs two different start spaces (it has {n}).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="43" />
        <source>Space {s} has paths to %n missing space(s): {to}.</source>
        <translation><numerusform>Space {s} has a path to a missing space: {to}.</numerusform><numerusform>Space {s} has paths to %n missing spaces: {to}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="70" />
        <source>%n start space(s) do not exist: {s}.</source>
        <translation><numerusform>A start space does not exist: {s}.</numerusform><numerusform>%n start spaces do not exist: {s}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="74" />
        <source>Not reachable from space {f}: {s}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="100" />
        <source>+ Space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="100" />
        <source>Click on the board to add a space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="104" />
        <source>Checks: two start spaces, every space reachable, bonus and warp spaces sound.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="106" />
        <source>Space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="109" />
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="254" />
        <source>Select one space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="111" />
        <source>—</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="112" />
        <source>Start space 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="113" />
        <source>Start space 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="115" />
        <source>Plain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="116" />
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="126" />
        <source>Bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="117" />
        <source>Warp</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="123" />
        <source>Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="124" />
        <source>Type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="125" />
        <source>Species</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="133" />
        <source>A bonus adds its value to the called colour of a player standing here who rolls its species; a warp sends both figures to a terrain of the rolled species.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="168" />
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="258" />
        <source>Space {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="171" />
        <source>Bonus +{v} for {sp}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="175" />
        <source>WARP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="176" />
        <source>Warp to a {sp} terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="179" />
        <source>Start space {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="214" />
        <source>Make it start space 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="215" />
        <source>Make it start space 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="216" />
        <source>Plain space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="221" />
        <source>Add space {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="226" />
        <source>Set start space {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="231" />
        <source>Bonus on space {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="235" />
        <source>Warp on space {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="238" />
        <source>Plain space {id}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/helix/terrain_editor.py" line="254" />
        <source>%n space(s) selected</source>
        <translation><numerusform>%n space selected</numerusform><numerusform>%n spaces selected</numerusform></translation>
    </message>
</context>
<context>
    <name>HelixTexts</name>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="21" />
        <source>Two bombs on one number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="22" />
        <source>Caught in the blast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="23" />
        <source>After a tied round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="24" />
        <source>Both figures out at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="25" />
        <source>Stars</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="26" />
        <source>When the end is checked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="27" />
        <source>A winning face with a bomb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="28" />
        <source>Terrain: who moves after a round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="29" />
        <source>Terrain: the other figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="30" />
        <source>Terrain: both activate a warp</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="31" />
        <source>Terrain: after a warp</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="32" />
        <source>Time is called after</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="39" />
        <source>act as one bomb (one roll)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="40" />
        <source>each bomb rolls again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="41" />
        <source>its swords hit the winner too</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="42" />
        <source>its swords and stars count for both</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="43" />
        <source>no blast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="44" />
        <source>the Defender becomes Attacker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="47" />
        <source>the Attacker stays Attacker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="48" />
        <source>the one who performed the action loses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="51" />
        <source>the one who performed the action wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="54" />
        <source>never above the starting pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="55" />
        <source>no limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="56" />
        <source>after all swords and stars</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="57" />
        <source>right after the swords</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="58" />
        <source>end checked before the bomb roll</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="61" />
        <source>bomb rolled first, end checked after it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="62" />
        <source>the Attacker of that round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="63" />
        <source>the next Attacker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="64" />
        <source>steps back next to the mover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="65" />
        <source>stays where it is</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="66" />
        <source>only the Attacker warps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="67" />
        <source>nobody warps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="68" />
        <source>the warper places their figure anywhere</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="71" />
        <source>both figures on the start spaces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="80" />
        <source>black</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="81" />
        <source>white</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="87" />
        <source>a person at this desk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="88" />
        <source>the computer, Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="89" />
        <source>the computer, Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="90" />
        <source>the computer, Hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="98" />
        <source>Round %1: %2 calls black; %3 against %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="100" />
        <source>Round %1: %2 calls white; %3 against %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="108" />
        <source>A tie: nothing happens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="112" />
        <source>%1 wins the round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="116" />
        <source>Bomb! Caught in the blast.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="118" />
        <source>Bomb!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/texts.py" line="119" />
        <source>Pieces: %1 – %2.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Landing</name>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="576" />
        <source>Choose a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="577" />
        <source>Recent games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="578" />
        <source>No games yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="579" />
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="580" />
        <source>Discard it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="581" />
        <source>Forget the unfinished game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="599" />
        <source>Unfinished: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="593" />
        <source>Resume your game: %1?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="602" />
        <source>Double-click to go on with this game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="608" />
        <source>Double-click to see this game again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="631" />
        <location filename="../../desktop/ui/play/frame.py" line="644" />
        <source>a draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="633" />
        <source>you won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="635" />
        <source>you lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="637" />
        <source>%1  %2 against %3: %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="646" />
        <source>%1 won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="649" />
        <source>%1  %2: %3 against %4: %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="661" />
        <source>the computer (Easy)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="662" />
        <source>the computer (Normal)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="663" />
        <source>the computer (Hard)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="668" />
        <source>the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="669" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="669" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="670" />
        <source>a player</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="52" />
        <source>Catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="53" />
        <source>Squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="54" />
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="55" />
        <source>Tournaments</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="244" />
        <source>Toybox Arena</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="245" />
        <source>&amp;Open database…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="246" />
        <source>Open database &amp;server…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="247" />
        <source>&amp;Back up database…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="248" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="249" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="250" />
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="251" />
        <source>&amp;Full screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="252" />
        <source>&amp;Venue screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="253" />
        <source>&amp;About Toybox Arena</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="254" />
        <source>Open another database…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="255" />
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="256" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="257" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="258" />
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="259" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="260" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="264" />
        <source>Rules of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="408" />
        <location filename="../../desktop/ui/main_window.py" line="560" />
        <source>Opening database…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="416" />
        <source>Could not open %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="430" />
        <source>%1 was opened read-only: its folder cannot be written, so nothing can be changed here. Copy it to a folder you can write to, then open the copy.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="434" />
        <source>Database opened read-only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="437" />
        <source>Database upgraded; a backup was written to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="444" />
        <source>Database opened</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="450" />
        <source>this file is not a Toybox Arena database. It was left untouched.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="452" />
        <source>it was written by a newer version of Toybox Arena. It was left untouched.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="454" />
        <source>another program is using it. Close that program or open another database.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="456" />
        <source>this is not a database file or address that can be opened: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="460" />
        <source>its folder does not exist. Nothing was created: check the path.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="462" />
        <source>it could not be upgraded to this version and was left as it was: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="474" />
        <source>Open database</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="476" />
        <source>Toybox Arena databases (*.sqlite3 *.sqlite *.db);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="499" />
        <location filename="../../desktop/ui/main_window.py" line="509" />
        <location filename="../../desktop/ui/main_window.py" line="516" />
        <location filename="../../desktop/ui/main_window.py" line="531" />
        <source>Back up database</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="501" />
        <source>JSON export (*.json);;pg_dump archive (*.dump)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="510" />
        <source>Only an open SQLite database can be backed up here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="516" />
        <source>SQLite databases (*.sqlite3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="531" />
        <source>The backup failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="534" />
        <source>Backup written to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="546" />
        <source>Undone: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="553" />
        <source>Redone: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="563" />
        <source>No database open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="596" />
        <source>About Toybox Arena</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="598" />
        <source>&lt;h3&gt;Toybox Arena %1&lt;/h3&gt;&lt;p&gt;Catalog, squads, play and tournaments for Attacktix, Battle Helix and Toy Battle.&lt;/p&gt;&lt;p&gt;Data folder: %2&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="646" />
        <source>Unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="647" />
        <source>%1 has unsaved changes. Discard them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="703" />
        <source>Resume your game: %1?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="705" />
        <source>You have unfinished games:
%1
Which one do you want to resume?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="696" />
        <location filename="../../desktop/ui/main_window.py" line="710" />
        <source>Resume game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="718" />
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/main_window.py" line="724" />
        <source>Later</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MedalCounter</name>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/board.py" line="234" />
        <source>%n medal(s); %1 to win</source>
        <translation><numerusform>%n medal; %1 to win</numerusform><numerusform>%n medals; %1 to win</numerusform></translation>
    </message>
</context>
<context>
    <name>OddsModel</name>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="67" />
        <source>Opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="67" />
        <source>Your chance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="67" />
        <source>Their chance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="78" />
        <source>computing…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>OddsTabs</name>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="111" />
        <source>Power glyphs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/odds_panel.py" line="112" />
        <source>Odds</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="202" />
        <location filename="../../desktop/ui/pages/squads.py" line="412" />
        <location filename="../../desktop/ui/pages/squads.py" line="423" />
        <source>New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="205" />
        <source>Make a new item in this section (Ctrl+N)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="208" />
        <location filename="../../desktop/ui/pages/catalog.py" line="941" />
        <location filename="../../desktop/ui/pages/squads.py" line="139" />
        <location filename="../../desktop/ui/pages/squads.py" line="454" />
        <source>Duplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="211" />
        <source>Copy the selected item (Ctrl+D)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="214" />
        <location filename="../../desktop/ui/pages/catalog.py" line="952" />
        <location filename="../../desktop/ui/pages/catalog.py" line="966" />
        <location filename="../../desktop/ui/pages/squads.py" line="465" />
        <location filename="../../desktop/ui/pages/squads.py" line="475" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="217" />
        <source>Delete the selected item (Delete)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="220" />
        <location filename="../../desktop/ui/pages/catalog.py" line="862" />
        <source>Archive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="223" />
        <location filename="../../desktop/ui/pages/catalog.py" line="864" />
        <source>Hide the item from new choices, keeping it for what uses it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="226" />
        <location filename="../../desktop/ui/pages/catalog.py" line="917" />
        <location filename="../../desktop/ui/pages/squads.py" line="142" />
        <location filename="../../desktop/ui/pages/squads.py" line="340" />
        <location filename="../../desktop/ui/pages/squads.py" line="350" />
        <location filename="../../desktop/ui/pages/squads.py" line="353" />
        <source>Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="226" />
        <source>Save the form (Ctrl+S)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="229" />
        <source>Search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="232" />
        <source>Search the table (Ctrl+F)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="240" />
        <source>Import catalog…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="242" />
        <source>Export catalog…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="339" />
        <source>Search (Ctrl+F)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="341" />
        <source>Only items with placeholder values (not from a published source)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="343" />
        <source>Also list archived items (grey, in italics)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="344" />
        <source>No database is open. Use File → Open database…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/pages/catalog.py" line="455" />
        <source>%n item(s) need checking (placeholder values)</source>
        <translation><numerusform>%n item needs checking (placeholder values)</numerusform><numerusform>%n items need checking (placeholder values)</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="788" />
        <location filename="../../desktop/ui/pages/squads.py" line="239" />
        <source>Unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="789" />
        <source>The item you are editing has unsaved changes. Save them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="807" />
        <source>All items</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="816" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="816" />
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="836" />
        <source>Needs checking ({n})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="837" />
        <source>Show archived ({n})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="842" />
        <source>{shown} of {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="859" />
        <source>Restore</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="860" />
        <source>Bring the archived item back into use</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="895" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="896" />
        <source>Fix the problems shown in the form first:
{problems}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="909" />
        <source>New {kind} {key}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="915" />
        <source>Edit {kind} {key}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="939" />
        <source>Duplicate {kind} {key}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="953" />
        <source>Delete {what}?
Edit → Undo brings it back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="959" />
        <source>Delete {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="970" />
        <source>Deleted {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="975" />
        <source>Cannot delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="976" />
        <source>This item is in use, so it cannot be deleted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="980" />
        <source>Archive it instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="997" />
        <source>Archive {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="997" />
        <source>Restore {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1059" />
        <source>The undone or redone step replaced your unsaved changes to {key}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1089" />
        <source>Your unsaved changes are kept; save or revert them to see that step.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1095" />
        <location filename="../../desktop/ui/pages/squads.py" line="289" />
        <source>Undo/Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1096" />
        <location filename="../../desktop/ui/pages/squads.py" line="290" />
        <source>“{step}” could not be applied: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1137" />
        <location filename="../../desktop/ui/pages/catalog.py" line="1155" />
        <location filename="../../desktop/ui/pages/catalog.py" line="1165" />
        <location filename="../../desktop/ui/pages/catalog.py" line="1177" />
        <location filename="../../desktop/ui/pages/catalog.py" line="1192" />
        <source>Import catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1137" />
        <source>Catalog files (*.json);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1156" />
        <source>Checking {file}…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1160" />
        <location filename="../../desktop/ui/pages/squads.py" line="511" />
        <source>Import cancelled; nothing was changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1166" />
        <location filename="../../desktop/ui/pages/squads.py" line="495" />
        <source>Cannot read {file}: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1176" />
        <location filename="../../desktop/ui/pages/squads.py" line="498" />
        <source>Import {file}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1181" />
        <source>Imported {file}: {created} new, {updated} changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1193" />
        <location filename="../../desktop/ui/pages/squads.py" line="543" />
        <source>The file cannot be imported; nothing was changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1204" />
        <location filename="../../desktop/ui/pages/catalog.py" line="1213" />
        <source>Export catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/catalog.py" line="1204" />
        <source>Catalog files (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/pages/catalog.py" line="1215" />
        <source>Exported %n item(s) to {file}</source>
        <translation><numerusform>Exported %n item to {file}</numerusform><numerusform>Exported %n items to {file}</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="137" />
        <source>Filter by name…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="138" />
        <source>New…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="140" />
        <source>Rename…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="141" />
        <source>Delete…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="143" />
        <source>Save the changes (Ctrl+S)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="144" />
        <source>Revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="147" />
        <source>&amp;Save squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="148" />
        <source>&amp;New squad…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="149" />
        <source>&amp;Rename squad…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="150" />
        <source>&amp;Duplicate squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="151" />
        <source>De&amp;lete squad…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="152" />
        <source>&amp;Import squads…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="153" />
        <source>&amp;Export all squads…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="154" />
        <source>Export &amp;this squad…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="240" />
        <source>Save the changes to “{name}”?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="341" />
        <source>Overwrite it with your version?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="359" />
        <source>Saved “{name}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="373" />
        <source>Revert changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="408" />
        <source>New “{name}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="423" />
        <source>Name:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="432" />
        <source>Rename “{old}” to “{new}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="436" />
        <location filename="../../desktop/ui/pages/squads.py" line="443" />
        <source>Rename</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="443" />
        <source>New name:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="453" />
        <source>Duplicate “{name}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="467" />
        <source>Delete “{name}”?
Tournament registrations keep their own copy. Edit → Undo brings it back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="475" />
        <source>Delete “{name}”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="483" />
        <location filename="../../desktop/ui/pages/squads.py" line="494" />
        <location filename="../../desktop/ui/pages/squads.py" line="506" />
        <location filename="../../desktop/ui/pages/squads.py" line="542" />
        <source>Import squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="483" />
        <source>Squad files (*.json);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="507" />
        <source>Importing {file}…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/pages/squads.py" line="530" />
        <source>Imported %n squad(s) from {file}</source>
        <translation><numerusform>Imported %n squad from {file}</numerusform><numerusform>Imported %n squads from {file}</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/pages/squads.py" line="573" />
        <source>Exported %n squad(s) to {file}</source>
        <translation><numerusform>Exported %n squad to {file}</numerusform><numerusform>Exported %n squads to {file}</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="532" />
        <source>renamed because the name was taken: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="558" />
        <location filename="../../desktop/ui/pages/squads.py" line="571" />
        <source>Export squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/squads.py" line="558" />
        <source>Squad files (*.json)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PileDialog</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="206" />
        <source>%1's discard pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="210" />
        <source>No troop has been discarded.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayFrame</name>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="797" />
        <source>Quit in the middle of a game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="144" />
        <source>%1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="177" />
        <source>The unfinished %1 game could not be read: %2. The file was moved aside to %3 and is not offered again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="182" />
        <source>The unfinished %1 game could not be read: %2. The file could not be moved aside, so it was removed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="787" />
        <source>Your game is not finished: %1. It is saved and will be offered the next time you open Toybox Arena.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="792" />
        <source>These games are not finished:
%1
They are saved and will be offered the next time you open Toybox Arena.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="809" />
        <source>All games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="810" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="811" />
        <source>&amp;Save game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="812" />
        <source>&amp;Load game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="813" />
        <source>&amp;Undo move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="814" />
        <source>&amp;Redo move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="816" />
        <source>Choose a set-up and start a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="817" />
        <source>Save this game to a file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="818" />
        <source>Go on with a saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="819" />
        <source>Take back your last turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="820" />
        <source>Play again the turn you took back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="907" />
        <source>Quick game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="907" />
        <location filename="../../desktop/ui/play/frame.py" line="983" />
        <source>The game could not start: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="926" />
        <location filename="../../desktop/ui/play/frame.py" line="941" />
        <source>Recent games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="928" />
        <location filename="../../desktop/ui/play/frame.py" line="941" />
        <source>The game could not be shown: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="983" />
        <source>Rematch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="995" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="996" />
        <source>The game on %1 is not finished. Start a new one instead?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1030" />
        <location filename="../../desktop/ui/play/frame.py" line="1039" />
        <source>Resume game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1041" />
        <source>The saved game could not be resumed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1085" />
        <source>%1 wins: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1116" />
        <source>The game could not be saved automatically: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1144" />
        <source>No game is open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1156" />
        <source>This build has no %1 board.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1175" />
        <location filename="../../desktop/ui/play/frame.py" line="1183" />
        <source>Save game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1175" />
        <location filename="../../desktop/ui/play/frame.py" line="1190" />
        <source>Saved games (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1183" />
        <source>The game was not saved: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1187" />
        <source>Game saved to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/frame.py" line="1190" />
        <location filename="../../desktop/ui/play/frame.py" line="1196" />
        <source>Load game</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayMatchDialog</name>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="54" />
        <source>%1 v %2 — %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="68" />
        <source>Time called</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="70" />
        <source>Next game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="72" />
        <location filename="../../desktop/ui/tournament/play_match.py" line="216" />
        <source>Record the result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="117" />
        <source>Play this match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="119" />
        <source>The kept game of this match could not be resumed; a new game starts: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="194" />
        <source>Who starts?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="195" />
        <source>%1 lost the last game and chooses: does %1 start the next game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/play_match.py" line="227" />
        <source>Game %1 of at most %2 · %3 (A, blue) %4 – %5 %6 (B, red)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="418" />
        <source>Draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="419" />
        <source>Take 2 troops from your reserve (1 with 7 on the rack).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="420" />
        <source>Reserve: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="421" />
        <source>Discard: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="422" />
        <source>Show the face-up discard pile</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <location filename="../../desktop/ui/tournament/chooser.py" line="47" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/chooser.py" line="51" />
        <source>Club</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/chooser.py" line="54" />
        <source>Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/chooser.py" line="59" />
        <source>Now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/chooser.py" line="101" />
        <source>Type part of a name, a club or a table number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/chooser.py" line="122" />
        <source>No player matches.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/chooser.py" line="211" />
        <source>plays %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="44" />
        <source>Add a player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="52" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="56" />
        <source>Name:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="57" />
        <source>Club:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="58" />
        <source>Rating:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="59" />
        <source>E-mail:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="60" />
        <source>Notes:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="173" />
        <source>Search players (Ctrl+F)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="174" />
        <source>Add player…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="176" />
        <source>After round 1 this is a late entry: missed rounds count as losses.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="178" />
        <source>Import CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="179" />
        <source>Edit…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="180" />
        <source>Change the name, club or rating of the selected player.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="181" />
        <source>Attach squad…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="182" />
        <source>Check in all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="183" />
        <source>Fix to table…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="184" />
        <source>Drop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="185" />
        <source>Re-enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="186" />
        <source>Penalty…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="187" />
        <source>Disqualify…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="188" />
        <source>Requested byes…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="189" />
        <source>Players who asked to sit out a round (Ctrl+B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="190" />
        <source>Never pair these two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="193" />
        <source>Select two players (family, one car): the pairing keeps them apart whenever it can. On two players already kept apart: they may be paired again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="212" />
        <source>%1 needs no squad: both sides have the same troops.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="275" />
        <source>%1 players, %2 checked in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="286" />
        <source>Select one player first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="334" />
        <source>Checking in…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="366" />
        <source>Edit player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="398" />
        <location filename="../../desktop/ui/tournament/players_tab.py" line="436" />
        <location filename="../../desktop/ui/tournament/players_tab.py" line="442" />
        <source>Import players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="398" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="415" />
        <source>That file is too large to be a list of players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="422" />
        <source>line %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/tournament/players_tab.py" line="427" />
        <source>%n row(s) can be registered; rejected: %1</source>
        <translation><numerusform>%n row can be registered; rejected: %1</numerusform><numerusform>%n rows can be registered; rejected: %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/tournament/players_tab.py" line="456" />
        <source>%n player(s) registered</source>
        <translation><numerusform>%n player registered</numerusform><numerusform>%n players registered</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="436" />
        <source>Nothing was imported.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="443" />
        <source>Register the accepted rows and skip the rejected ones?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="448" />
        <source>Importing players…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="460" />
        <source>Reading players…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="475" />
        <source>There is no saved squad for this game (build one on the Squads page).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="478" />
        <source>Attach squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="478" />
        <source>Squad:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="495" />
        <source>Fix to table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="496" />
        <source>Table for %1 (0: none):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="505" />
        <source>The table applies from the next pairing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="510" />
        <source>Select the players who leave.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="516" />
        <source>Drop players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="517" />
        <source>Drop %1 from the next round? Past results stay.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="532" />
        <source>Select the two players to keep apart.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="541" />
        <source>%1 and %2 may be paired again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="545" />
        <source>%1 and %2 are never paired with each other.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="566" />
        <source>Penalty for %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="569" />
        <source>Warning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="571" />
        <source>Game loss (current match)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="572" />
        <source>Match loss (current match)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="574" />
        <source>Penalty:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="575" />
        <source>Reason:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="579" />
        <source>%1 has no match in the current round. For a game or match loss, open the match it applies to on the Results tab and use its Penalty… button.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="617" />
        <source>Penalty not recorded: the result is as it was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="619" />
        <source>Penalty recorded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="628" />
        <source>Disqualify</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/players_tab.py" line="628" />
        <source>Why is %1 disqualified?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="105" />
        <source>Previous page</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="107" />
        <source>Next page</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="112" />
        <source>Zoom out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="113" />
        <source>Zoom in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="115" />
        <source>Save as PDF…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="117" />
        <source>Open in the system viewer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="119" />
        <source>Print…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="128" />
        <source>Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="156" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="158" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="171" />
        <source>Preparing the document…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="205" />
        <source>Building page %1…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/reports/preview.py" line="217" />
        <source>of %n page(s)</source>
        <translation><numerusform>of %n page</numerusform><numerusform>of %n pages</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/reports/preview.py" line="218" />
        <source>%n page(s) ready.</source>
        <translation><numerusform>%n page ready.</numerusform><numerusform>%n pages ready.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="221" />
        <source>Some characters have no glyph in the sheet's fonts and print as �: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="230" />
        <source>The document could not be made: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="234" />
        <source>Cancelled: nothing was made.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="239" />
        <source>Cancelling…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="311" />
        <source>Could not save %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="316" />
        <source>Saved %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="323" />
        <source>Save as PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="323" />
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/preview.py" line="341" />
        <source>No PDF viewer opened; the file is %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/reports/preview.py" line="378" />
        <source>Sent %n page(s) to the printer.</source>
        <translation><numerusform>Sent %n page to the printer.</numerusform><numerusform>Sent %n pages to the printer.</numerusform></translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="36" />
        <source>&amp;Pairings by table…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="37" />
        <source>Pairings by &amp;name (wall list)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="38" />
        <source>Result slips, &amp;1 a page…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="39" />
        <source>Result &amp;slips, 2 a page…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="40" />
        <source>Result slips, &amp;4 a page…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="41" />
        <source>Player s&amp;core sheets…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="42" />
        <source>&amp;Check-in list…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="43" />
        <source>&amp;Registration list…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="44" />
        <source>S&amp;tandings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="45" />
        <source>&amp;Final report with cross-table…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="46" />
        <source>S&amp;quad sheets…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="47" />
        <source>&amp;Bracket…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="48" />
        <source>Pa&amp;per</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="49" />
        <source>A4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="50" />
        <source>US Letter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="51" />
        <source>Choose an event first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="98" />
        <location filename="../../desktop/ui/reports/menu.py" line="118" />
        <source>Print preview</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="197" />
        <source>&amp;Print squad sheet…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="214" />
        <source>Choose a saved Attacktix squad or Battle Helix helix first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/menu.py" line="221" />
        <source>The sheet shows the saved squad: save to print your changes.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <location filename="../../desktop/ui/progress.py" line="57" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>QuickGame</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/landing.py" line="25" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/landing.py" line="25" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReportTerms</name>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="188" />
        <source>Winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="189" />
        <source>How it ended</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="190" />
        <source>Points destroyed by player A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="193" />
        <source>Points destroyed by player B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="196" />
        <source>Figures left standing (player A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="199" />
        <source>Figures left standing (player B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="202" />
        <source>Pieces left (player A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="203" />
        <source>Pieces left (player B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="204" />
        <source>Rounds played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="205" />
        <source>Terrains used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="206" />
        <source>Medals (player A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="207" />
        <source>Medals (player B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="208" />
        <source>Terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="209" />
        <source>Colour of player A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="210" />
        <source>Turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="217" />
        <source>HQ taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="218" />
        <source>medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="219" />
        <source>end: medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="220" />
        <source>end: tiebreak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="221" />
        <source>time called</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="222" />
        <source>last figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="223" />
        <source>double knockout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="224" />
        <source>pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="225" />
        <source>blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="226" />
        <source>red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="227" />
        <source>registered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="228" />
        <source>dropped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="229" />
        <source>disqualified</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="230" />
        <source>Swiss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="231" />
        <source>round robin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="232" />
        <source>single elimination</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="233" />
        <source>double elimination</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="234" />
        <source>sword</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="235" />
        <source>star</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="236" />
        <source>bomb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="237" />
        <source>OMW%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="238" />
        <source>OOMW%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="239" />
        <source>GW%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="240" />
        <source>OGW%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="241" />
        <source>Buch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="242" />
        <source>Buch. -1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="243" />
        <source>Med. Buch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="244" />
        <source>SB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="245" />
        <source>H2H</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="246" />
        <source>Sec.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="247" />
        <source>Margin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="248" />
        <source>Lot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="249" />
        <source>Equal Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="250" />
        <source>Quick Battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="251" />
        <source>Opponents' match-win percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="252" />
        <source>Opponents' opponents' match-win percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="255" />
        <source>Game-win percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="256" />
        <source>Opponents' game-win percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="257" />
        <source>Buchholz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="258" />
        <source>Buchholz cut 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="259" />
        <source>Median Buchholz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="260" />
        <source>Sonneborn-Berger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="261" />
        <source>Head-to-head</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="262" />
        <source>Secondary score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="263" />
        <source>Secondary score margin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="264" />
        <source>Random draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="265" />
        <source>tournament</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="19" />
        <source>Page {page} of {pages}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="20" />
        <source>Printed {when}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="21" />
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="22" />
        <source>Venue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="23" />
        <source>Organiser</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="24" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="25" />
        <source>Format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="26" />
        <source>Stage {n}: {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="27" />
        <source>Pairings, round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="28" />
        <source>Pairings by name, round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="29" />
        <source>Result slips, round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="30" />
        <source>Player score sheets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="31" />
        <source>Your code for the venue web: {code} (check in and report results from your phone; keep it to yourself)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="36" />
        <source>cut here: each player keeps their own stub</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="37" />
        <source>Your code for the venue web (keep it to yourself):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="40" />
        <source>Check in and report results from your phone at {url}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="43" />
        <source>Check in and report results from your phone on the venue web (its address is at the desk)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="47" />
        <source>Bye this round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="48" />
        <source>Check-in list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="49" />
        <source>Registration list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="50" />
        <source>Standings after round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="51" />
        <source>Players before round 1 (by seed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="52" />
        <source>Final report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="53" />
        <source>Cross-table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="54" />
        <source>Squad sheets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="55" />
        <source>Bracket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="56" />
        <source>Round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="57" />
        <source>Round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="58" />
        <source>Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="59" />
        <source>Table {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="60" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="61" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="62" />
        <source>Rounds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="63" />
        <source>First player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="64" />
        <source>Second player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="65" />
        <source>Opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="67" />
        <source>First move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="68" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="69" />
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="70" />
        <source>Club</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="71" />
        <source>Rating</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="72" />
        <source>Status</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="73" />
        <source>Checked in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="74" />
        <source>Squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="75" />
        <source>No.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="76" />
        <source>#</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="77" />
        <source>Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="78" />
        <source>W-D-L</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="79" />
        <source>Result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="80" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="81" />
        <source>Secondary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="82" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="83" />
        <source>Match code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="84" />
        <source>v</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="85" />
        <source>bye</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="86" />
        <source>win</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="87" />
        <source>draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="88" />
        <source>loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="89" />
        <source>dropped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="90" />
        <source>disqualified</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="91" />
        <source>Game {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="92" />
        <source>Time called</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="93" />
        <source>Signature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="94" />
        <source>Signature of {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="95" />
        <source>Opponent's signature</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="96" />
        <source>Winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="97" />
        <source>+ win, = draw, - loss; the number is the opponent's rank; * played first; 12+ / 12− won / lost by forfeit; — no game that round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="102" />
        <source>(no opponent)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="103" />
        <source>DRAFT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="104" />
        <source>these pairings may still change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="105" />
        <source>bye requested</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="106" />
        <source>bye (no game, no points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="107" />
        <source>Pts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="108" />
        <source>Pool {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="109" />
        <source>—</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="110" />
        <source>Each against each</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="111" />
        <source>Final</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="112" />
        <source>Figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="113" />
        <source>Backups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="114" />
        <source>Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="115" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="116" />
        <source>Count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="117" />
        <source>Class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="118" />
        <source>Points each</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="119" />
        <source>Squad points: {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="120" />
        <source>Backup points: {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="121" />
        <source>Slot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="122" />
        <source>Glyph</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="123" />
        <source>Species</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="124" />
        <source>Gold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="125" />
        <source>Gold glyphs: {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="126" />
        <source>Black side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="127" />
        <source>White side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="128" />
        <source>Legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="129" />
        <source>Not legal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="130" />
        <source>This event has no squads to print.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="131" />
        <source>Winners bracket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="132" />
        <source>Losers bracket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="133" />
        <source>Grand final</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="134" />
        <source>Grand final (reset)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="135" />
        <source>Third place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="136" />
        <source>Champion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="137" />
        <source>draw: the higher seed advances</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="138" />
        <source>(nobody yet)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="139" />
        <source>Reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="140" />
        <source>Reached: how far each player went, which decides the place; the points, record and tiebreakers are those of the stage before the bracket, which also places players who went out in the same round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="146" />
        <source>Fourth place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="147" />
        <source>Semi-final</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="148" />
        <source>Quarter-final</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="149" />
        <source>Round of {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="150" />
        <source>Losers round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="151" />
        <source>Winners round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="152" />
        <source>Swiss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="153" />
        <source>Round robin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="154" />
        <source>Warning: the result of {corrected} was corrected after later matches were paired on it; they are left out of these places: {matches}. Enter the result of {corrected} again and void them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="159" />
        <source>Warning: matches paired on a result corrected since are left out of these places: {matches}. Enter that result again and void them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/reports/labels.py" line="164" />
        <source>The bracket is being corrected; places may change</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RequestedByes</name>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="42" />
        <source>Round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="48" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="54" />
        <source>Scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="56" />
        <source>the draw points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="58" />
        <source>nothing</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RequestedByesDialog</name>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="68" />
        <source>Requested byes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="73" />
        <source>Players who asked to sit out a round: that round is paired without them. Add or remove a request before its round is published.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="97" />
        <source>Add…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="98" />
        <source>A player asks to sit out a round (Insert)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="100" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="101" />
        <source>Take the selected request back (Delete)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="177" />
        <source>%1 sits out round %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="195" />
        <source>%1 plays round %2 again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="204" />
        <source>The draft of round %1 was discarded: pair it again.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="430" />
        <source>Record it as time called now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="432" />
        <source>The round's clock still runs: the judge called time at this table. The result is saved as time called.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="434" />
        <source>Match &amp;code or table:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="436" />
        <source>scan or type the code, then Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="438" />
        <source>Scan or type the code printed on the result slip, or type the table number, then press Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="440" />
        <source>&amp;Outcome:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="444" />
        <source>played (enter the games)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="449" />
        <source>Save (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="450" />
        <source>Clear result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="451" />
        <source>Penalty…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="452" />
        <source>Play this match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="453" />
        <source>Changes to this result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="456" />
        <source>Reports from the venue web waiting for acceptance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="459" />
        <source>Round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="460" />
        <source>Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="461" />
        <source>Reported by</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="462" />
        <source>Disagreement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="463" />
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="466" />
        <source>Accept the selected report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="469" />
        <source>Record the report as the match's result (refused if the match changed since it was sent)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="499" />
        <source>disagrees with the opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="527" />
        <source>Report accepted: the result of %1 is recorded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="555" />
        <source>Missing results: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="555" />
        <source>No result is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="574" />
        <source>Round %1 has no table %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="588" />
        <source>That code belongs to another event.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="611" />
        <source>%1 is not a valid match code: its last character (the check character) does not match. A character is mistyped: check the code on the slip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="615" />
        <source>No match has the code %1. Type the code on the slip, or a table number.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="624" />
        <source>A bye or a missed round has no result to enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="681" />
        <source>Table %1 · %2 v %3 · %4</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/tournament/results_tab.py" line="689" />
        <source>This table has %n extra minute(s).</source>
        <translation><numerusform>This table has %n extra minute.</numerusform><numerusform>This table has %n extra minutes.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="691" />
        <source>Correction — current result: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="719" />
        <source>no result (it was cleared)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="722" />
        <source>This match was changed at another desk: it now holds %1. What you typed is kept; saving it would overwrite that, so it will be refused — press Esc and open the match again to see the new result.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="738" />
        <source>This match was changed at another desk; it shows the new result.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="754" />
        <source>Type a match code (or a table number) and press Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="772" />
        <source>winner…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="774" />
        <source>A wins: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="775" />
        <source>B wins: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="825" />
        <source>Not saved: the result is as it was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="832" />
        <source>The connection to the database was lost: nothing was saved. What you chose is kept; save again once the connection is back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="852" />
        <source>Saved %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="875" />
        <source>The %1 stage keeps its seeds (recorded in the match's history).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1037" />
        <source>This penalty changes who goes on in the bracket, but these later matches were paired on the result before it: %1.

Void them and record the penalty: they are deleted (their results are kept in the event's record), the event reopens and the Round tab pairs the bracket again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1045" />
        <source>This correction changes who goes on in the bracket, but these later matches were paired on the old result: %1.

Void them and save: they are deleted (their results are kept in the event's record), the event reopens and the Round tab pairs the bracket again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1053" />
        <source>Void them and record the penalty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1055" />
        <source>Void them and save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1058" />
        <source>This penalty changes the standings that the cut to the %1 stage was drawn from. The bracket was seeded before it and keeps its seeds (to draw the cut again, undo the bracket's rounds first).

Record the penalty anyway? The match's history records it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1065" />
        <source>This correction changes the standings that the cut to the %1 stage was drawn from. The bracket was seeded on the old result and keeps its seeds (to draw the cut again, undo the bracket's rounds first).

Save it anyway? The match's history records it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1073" />
        <source>Keep the seeds and record the penalty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1075" />
        <source>Keep the seeds and save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1079" />
        <source>Penalty after later rounds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1081" />
        <source>Correction after later rounds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="871" />
        <source>Voided (paired on the old result): %1. Pair the bracket again from the Round tab.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="892" />
        <source>The connection to the database was lost while saving %1. What you typed is kept; the result is saved as soon as the connection is back (never twice).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="926" />
        <source>Saved %1 after reconnecting: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="953" />
        <source>Not cleared: the result is as it was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="966" />
        <source>Penalty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="973" />
        <source>Warning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="974" />
        <source>Game loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="975" />
        <source>Match loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="977" />
        <source>Player:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="978" />
        <source>Penalty:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="979" />
        <source>Reason:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1008" />
        <source>Penalty not recorded: the result is as it was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/results_tab.py" line="1015" />
        <source>Penalty recorded</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RoundTab</name>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="48" />
        <source>Swap %1 and %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="253" />
        <source>Round:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="254" />
        <location filename="../../desktop/ui/tournament/round_tab.py" line="480" />
        <source>Pair next round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="255" />
        <source>Publish</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="256" />
        <source>Discard draft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="257" />
        <location filename="../../desktop/ui/tournament/round_tab.py" line="529" />
        <source>Undo last round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="258" />
        <source>Swap (S)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="261" />
        <source>Select two players' cells and press S, or drag one player onto another. Ctrl+X marks a player, Ctrl+V swaps the marked player with the selected one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="264" />
        <location filename="../../desktop/ui/tournament/round_tab.py" line="593" />
        <source>Pair these two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="266" />
        <source>Select two players' cells: they play each other, their opponents play each other.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="268" />
        <source>Pair with… (P)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="270" />
        <source>Select a player's cell, then choose the opponent from a searchable list.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="272" />
        <source>Give the bye (B)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="273" />
        <source>Select a player's cell: that player gets this round's bye.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="274" />
        <location filename="../../desktop/ui/tournament/round_tab.py" line="596" />
        <source>Fix to table…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="275" />
        <source>Extra time…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="277" />
        <source>Select a player's cell: that player's table gets extra time (the round's clock runs on).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="334" />
        <source>This round has %1 rematch(es): no pairing without them exists.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="343" />
        <source>The bye: %1; also eligible: %2 (Give the bye (B) chooses another).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="357" />
        <source>Warning — rematch: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="359" />
        <source>Warning — never pair: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="361" />
        <source>Warning — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="361" />
        <source>same club</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="371" />
        <source>%1 — %2, %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="397" />
        <source>No round paired yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="399" />
        <source>Draft — players can be swapped before publishing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="401" />
        <source>Published — every result is in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="404" />
        <source>Published — %1 of %2 results missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="412" />
        <location filename="../../desktop/ui/tournament/round_tab.py" line="474" />
        <source>The event is over: every round is played.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/tournament/round_tab.py" line="415" />
        <source>%n result(s) of this round are missing.</source>
        <translation><numerusform>%n result of this round is missing.</numerusform><numerusform>%n results of this round are missing.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/tournament/round_tab.py" line="482" />
        <source>The next round cannot be paired: %n result(s) of round %1 are missing (see Results).</source>
        <translation><numerusform>The next round cannot be paired: %n result of round %1 is missing (see Results).</numerusform><numerusform>The next round cannot be paired: %n results of round %1 are missing (see Results).</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="490" />
        <location filename="../../desktop/ui/tournament/round_tab.py" line="724" />
        <source>Pairing the next round…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/tournament/round_tab.py" line="520" />
        <source>Round %1 has %n result(s). Undo it anyway? Its results are taken away with it (kept in the event's record) and the round can be paired again.</source>
        <translation><numerusform>Round %1 has %n result. Undo it anyway? Its result is taken away with it (kept in the event's record) and the round can be paired again.</numerusform><numerusform>Round %1 has %n results. Undo it anyway? Its results are taken away with it (kept in the event's record) and the round can be paired again.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="526" />
        <source>Undo round %1? It has no results yet; it can be paired again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="560" />
        <source>Select exactly two players to swap.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="569" />
        <source>Marked %1: select another player and press Ctrl+V to swap.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="592" />
        <source>Pair with…	P</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="594" />
        <source>Swap	S</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="595" />
        <source>Give the bye	B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="606" />
        <source>Select exactly two players to pair.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="618" />
        <source>Select the one player to pair, then choose the opponent.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="623" />
        <source>Pair with…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="624" />
        <source>Who plays %1 in round %2?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="658" />
        <source>Select the one player who gets the bye.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="671" />
        <source>This round has no bye (an even number of players).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="698" />
        <source>Select the one player to fix to a table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="703" />
        <location filename="../../desktop/ui/tournament/round_tab.py" line="717" />
        <source>Fix to table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="704" />
        <source>Table for %1 (0: none):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="717" />
        <source>Pair the draft again so that the table is used?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="745" />
        <source>table %1: +%2 min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="747" />
        <source>Extra time — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="754" />
        <source>Select one player of the published round: that player's table gets extra time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="758" />
        <source>A bye has no table to give extra time to.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="762" />
        <source>Extra time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/round_tab.py" line="763" />
        <source>Extra minutes for table %1 (%2 v %3); a negative number takes time back:</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/tournament/round_tab.py" line="783" />
        <source>Table %1 now has %n extra minute(s).</source>
        <translation><numerusform>Table %1 now has %n extra minute.</numerusform><numerusform>Table %1 now has %n extra minutes.</numerusform></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../desktop/ui/help.py" line="22" />
        <source>Rules of %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="28" />
        <source>{where} must be text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="29" />
        <source>{where} is longer than {n} characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="30" />
        <source>{where} must be one line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="31" />
        <source>{where} holds an invisible or control character (U+{code}), which is not allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="32" />
        <source>{where} must not be empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="33" />
        <source>{where} must be a list of {n} names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="34" />
        <source>{where} must be a key of at most {n} characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="35" />
        <source>{where} must be a whole number from {min} to {max}, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="36" />
        <source>{where} must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="37" />
        <source>{where} is outside the catalog's bounds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="38" />
        <source>the file holds more than {n} values</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="39" />
        <source>a text in the file ({field}) is longer than {n} characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="40" />
        <source>a number in the file ({field}) is far too big: {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="41" />
        <source>a number in the file ({field}) is not finite</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="42" />
        <source>the file holds a value that is not plain data ({field})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="43" />
        <source>a field name in the file ({field}) is not a short text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="44" />
        <source>the player names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="45" />
        <source>a figure of the squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="46" />
        <source>a power of the squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="47" />
        <source>an effect of the squads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="48" />
        <source>the saved shots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="49" />
        <source>the saved game has no set-up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="50" />
        <source>{where} must be two lists</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="51" />
        <source>{where} must be a list of actions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="52" />
        <source>the helix names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="53" />
        <source>a glyph of the helixes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="54" />
        <source>a terrain of the battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="55" />
        <source>the pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="56" />
        <source>the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="57" />
        <source>the round limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="58" />
        <source>the battle needs two helixes of 6 glyphs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="59" />
        <source>{where} must be a list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="60" />
        <source>the rules of the battle must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="61" />
        <source>a battle of these helixes can go on for ever: it needs a round limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="62" />
        <source>the gold glyphs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="63" />
        <source>a helix holds {count} gold glyphs; at most {n} are allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="64" />
        <source>the saved game's summary must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="65" />
        <source>{where} must be two whole numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="66" />
        <source>the seats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="67" />
        <source>the terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="68" />
        <source>the turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="69" />
        <source>the game's settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="70" />
        <source>{where} must map the colours to names</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="71" />
        <source>the games of the match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="72" />
        <source>the file is larger than {n} MB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="73" />
        <source>this file is not a saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="74" />
        <source>this file is a saved game of another game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="75" />
        <source>this file is not a saved match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="76" />
        <source>{where} must be a list of at most {n} results</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="77" />
        <source>the colour of player A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="78" />
        <source>the file could not be read: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="79" />
        <source>the file is not text (UTF-8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="80" />
        <source>the file is nested too deeply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="81" />
        <source>the file is not valid JSON</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="82" />
        <source>this file is not a list of recent games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="83" />
        <source>a result of the match cannot be scored: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="84" />
        <source>this game was saved by a newer version of Toybox Arena (format {n}); this app reads format {m}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="85" />
        <source>the file does not say which format it was saved in; this app reads format {m}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="86" />
        <source>the file names format {n}, which no version of Toybox Arena wrote; this app reads format {m}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="87" />
        <source>{where} must map the colours to who plays them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="88" />
        <source>{where} must be one of {choices}, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="89" />
        <source>{where} is {shown}, but the saved moves reach turn {actual}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="90" />
        <source>the saved moves cannot be replayed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="91" />
        <source>the saved game's summary (pieces {shown_pieces}, round {shown_round}) is not what its moves give (pieces {pieces}, round {round})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="92" />
        <source>{where} does not match the saved moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="93" />
        <source>{where} cannot be played again (step {n}): {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="94" />
        <source>the list of who made each move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="95" />
        <source>the moves taken back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="96" />
        <source>the game it holds cannot be described: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="97" />
        <source>the saved shots end differently on this build; the game cannot be restored exactly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="98" />
        <source>the opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="99" />
        <source>the colour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="100" />
        <source>who starts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/play/save_strings.py" line="101" />
        <source>{where} is named {shown}, but the game is played on {actual}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ServiceErrors</name>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="24" />
        <source>{what} was changed by {who} at {at} in the meantime (it now reads: {current}); reload it and enter your change again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="32" />
        <source>the database is busy with another program for too long ({reason}); nothing was written, try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="35" />
        <source>the database is read-only ({reason}); nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="36" />
        <source>the database file cannot be opened for writing ({reason}); nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="39" />
        <source>the disk is full or failing ({reason}); nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="27" />
        <source>the database refused the change ({reason}); nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="17" />
        <source>only a database file or a PostgreSQL server has a change feed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="18" />
        <source>enter the server's host name or address</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="19" />
        <source>enter the database name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="20" />
        <source>the port is a number from 1 to 65535</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="21" />
        <source>unknown TLS mode {mode}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="22" />
        <source>the connection fields cannot hold control characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="23" />
        <source>could not connect: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="28" />
        <source>{location}: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="29" />
        <source>the database address is not valid: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="30" />
        <source>the database failed: {reason}; nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="31" />
        <source>no permission: {reason}; nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="72" />
        <source>{path} is not a regular file (a link, a pipe, a device or a folder); nothing was written: choose another file name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="76" />
        <source>the database server did not come back: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="77" />
        <source>the event has no rounds yet: pair the first round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="78" />
        <source>no player of this event has a squad attached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="79" />
        <source>--per-page must be 1, 2 or 4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="85" />
        <source>a squad needs a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="101" />
        <source>there is no registration {registration}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="94" />
        <source>there is no match {match}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="10" />
        <source>{kind} {key} cannot be deleted: the game's rules play every game with it, whatever the catalog holds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="13" />
        <source>{kind} {key} cannot be archived: the game's rules play every game with it, whatever the catalog holds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="40" />
        <source>item {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="41" />
        <source>item {number} ({kind})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="42" />
        <source>item {number} ({kind} {key})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="43" />
        <source>squad {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="44" />
        <source>squad {number} ({kind})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="45" />
        <source>squad {number} ({kind} {name})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="46" />
        <source>{item}: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="47" />
        <source>{item}, field {field}: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="48" />
        <source>{file}, {item}: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="49" />
        <source>{file}, {item}, field {field}: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="50" />
        <source>{file}, {item}: {problem} {more}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="51" />
        <source>{file}, {item}, field {field}: {problem} {more}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="52" />
        <source>(and {n} more problem)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="53" />
        <source>(and {n} more problems)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="54" />
        <source>{file}: cannot be read ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="55" />
        <source>{file}: is not valid JSON (line {line}, column {column})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="56" />
        <source>{file}: is not UTF-8 text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="57" />
        <source>{file}: is refused: it {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="58" />
        <source>{file}, field {field}: has version {found}; this app reads version {version}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="61" />
        <source>{file}, field {field}: has an unknown entry {entry}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="62" />
        <source>{file}: is not a Toybox Arena catalog file (expected an object)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="63" />
        <source>{file}, field {field}: is not a Toybox Arena catalog file (format must be {format})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="66" />
        <source>{file}, field {field}: must list its items in {key}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="67" />
        <source>{file}: is not a Toybox Arena squads file (expected an object)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="68" />
        <source>{file}, field {field}: is not a Toybox Arena squads file (format must be {format})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="71" />
        <source>{file}, field {field}: must list its squads in {key}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="80" />
        <source>{path} is a file, not a folder; nothing was written: give a folder for the site</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="83" />
        <source>the folder {path} is read-only; nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="84" />
        <source>cannot make the folder {path}: {reason}; nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="86" />
        <source>{file}: holds no squads; there is nothing to import</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="97" />
        <source>round {n} has no table {table}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="102" />
        <source>unknown game {key!r}; known games: {known}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="103" />
        <source>the {game} setting {setting}: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="104" />
        <source>the {game} setting {setting} of this event does not fit: {reason}; repair the event's game settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="107" />
        <source>the event's scoring {scoring} is outside 0–{max} points a result; change it in the event's settings (event edit EVENT --scoring WIN,DRAW,LOSS,BYE)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="116" />
        <source>could not make up a {outcome} result for {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="117" />
        <source>{game} has no computer players yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="120" />
        <source>no legal {game} squad could be made from the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="123" />
        <source>the no-show wait is a whole number of minutes from 0 to {most}, not {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="126" />
        <source>unplayed rounds count against a virtual opponent or are left out: 'virtual' or 'omit', not {value!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="129" />
        <source>{field!r} is not a setting of an event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="130" />
        <source>there is no event {event!r} (give its id or its exact name)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="131" />
        <source>{n} events are called {event!r}: give the id of one of them: {listing}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="135" />
        <source>unknown stage kind {kind!r}; use one of {known}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="143" />
        <source>a requested bye scores the draw points or nothing: 'draw' or 'zero', not {value!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="149" />
        <source>{field} must be a whole number from 0 to 1000</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="151" />
        <source>unknown CSV export {what!r}; known: {known}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="158" />
        <source>line 1: column {column!r} appears twice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="160" />
        <source>the file is not UTF-8 text (byte {byte})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="161" />
        <source>line 1: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="163" />
        <source>line {line}: {name} is already registered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="164" />
        <source>the event has no round {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="166" />
        <source>{name}'s squad is locked: their first match has started</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="167" />
        <source>{game} registrations need no squad: both sides have the same troops</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="168" />
        <source>that squad is for another game ({game})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="169" />
        <source>the squad breaks the event's rules: {problems}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="175" />
        <source>round {round} is already published: a requested bye for it can no longer change (undo the round first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="178" />
        <source>choose two different players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="179" />
        <source>both players must be registered in this event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="180" />
        <source>{name} has already left the event ({status})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="182" />
        <source>{name} has not dropped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="183" />
        <source>{name} is already disqualified</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="184" />
        <source>{name} is not registered in this event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="186" />
        <source>round {round} is not a round of a Swiss stage: only Swiss rounds have requested byes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="189" />
        <source>no bye can be requested in the last rounds of the Swiss stage: from round {first} on (round {round} is one of them)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="192" />
        <source>{name} has already asked for a bye in round {round}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="194" />
        <source>{name} has had every requested bye the event allows (at most {max} per player)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="197" />
        <source>{name} has not asked for a bye in round {round}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="198" />
        <source>{a} and {b} are not kept apart: they may already be paired</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="199" />
        <source>{name} does not play match {code}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="98" />
        <source>time is not up yet ({minutes} min left on the clock): confirm a time-called result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="201" />
        <source>a no-show counts {minutes} minutes after the round's start ({left} min to go)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="75" />
        <source>there is no event {event}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="211" />
        <source>a {kind} has no winner; leave the winner out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="150" />
        <source>{field} must be a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="134" />
        <source>scoring: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="148" />
        <source>unknown tiebreaker: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="165" />
        <source>{name} is already registered</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="185" />
        <source>{name} has left the event ({status})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="95" />
        <source>round {n} is not published yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="204" />
        <source>game {number}: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="205" />
        <source>game {number}: incomplete result ({reason})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="212" />
        <source>no match has the code {code!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="218" />
        <source>there is no round {round}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="226" />
        <source>round {n} still has {k} match(es) without a result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="227" />
        <source>round {n} is already published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="232" />
        <source>round {n} is published; it cannot be discarded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="235" />
        <source>{name} asked for a bye in round {round}: cancel the request to pair them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="238" />
        <source>{name} cannot be paired with themselves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="239" />
        <source>round {round} has no bye: an even number of players is paired (cannot give {name} the bye)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="244" />
        <source>cannot swap: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="245" />
        <source>cannot pair by hand: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="247" />
        <source>the event has no stage {stage}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="248" />
        <source>round {n} is not played yet: the standings exist after rounds 0 to {played}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="147" />
        <source>the date must look like 2025-05-31, not {value!r}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="90" />
        <source>the clock of round {n} is already started</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="91" />
        <source>the clock of round {n} has not started</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="219" />
        <source>round {n} is published: only a draft round can be paired by hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="223" />
        <source>there is no player {player} in this event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="224" />
        <source>{name} is not paired in round {round}'s draft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="229" />
        <source>round {n} already has results ({k}): undo it with force (--force) to delete them with the round (they are kept in the event's record)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="16" />
        <source>the import was cancelled; nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="110" />
        <source>this correction changes who goes on in the bracket, but later matches were paired on the old result: {matches}. Void them with this correction (--void-later: they are deleted, their results kept in the event's record, and the bracket pairs them again), or leave this result as it is</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="113" />
        <source>this correction changes the standings that stage {stage}'s cut was drawn from: the bracket was seeded on the old result and keeps its seeds. Confirm to keep them (--keep-cut; the audit trail records it), or undo stage {stage}'s rounds to draw the cut again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="251" />
        <source>the rating must be a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="252" />
        <source>the rating must be between {low} and {high}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="253" />
        <source>rating {value} is not a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="254" />
        <source>game {number}: a result is an object of fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="255" />
        <source>game {number}: {key!r} is not a result field of {game_key}; the fields are {fields}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="258" />
        <source>game {number}: {key} must be a finite number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="259" />
        <source>game {number}: {key} must be a single value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="260" />
        <source>that is not {name}'s code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="261" />
        <source>the match already has a result or changed since you saw it: it now reads {result}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="264" />
        <source>{name} is locked out of the venue web after {n} wrong codes: issue a new code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="267" />
        <source>a match is 1 to {n} games, not {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="268" />
        <source>there is no registration {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="269" />
        <source>that is not your match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="270" />
        <source>there is no event {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="271" />
        <source>there is no waiting report {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="272" />
        <source>game {n}: {field} {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="273" />
        <source>{what} must be text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="274" />
        <source>{what} is longer than {n} characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="275" />
        <source>{what} holds an invisible or control character (U+{code}), which is not allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="278" />
        <source>{what} must not be empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="279" />
        <source>{what} must be one line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="121" />
        <source>a match is best of 1 or best of 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="122" />
        <source>round 1 is paired by seed or at random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="170" />
        <source>table numbers start at 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="171" />
        <source>a penalty is a warning, a game loss or a match loss (disqualify separately)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="96" />
        <source>a bye or a missed round has no result to enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="136" />
        <source>a Swiss stage needs at least one round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="137" />
        <source>a round robin needs at least one pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="138" />
        <source>a cut or crossed playoff needs an earlier stage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="139" />
        <source>a cut keeps at least two players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="140" />
        <source>a double elimination has no third-place match (its losers' bracket decides third place)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="146" />
        <source>the game settings are an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="162" />
        <source>the event is finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="181" />
        <source>this event does not allow re-entry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="206" />
        <source>a match has at most 3 games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="207" />
        <source>enter at least one game (or a concession)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="208" />
        <source>the conceding side is 'a' or 'b'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="209" />
        <source>this match has only one player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="210" />
        <source>say which side wins ('a' or 'b')</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="200" />
        <source>a game or match loss needs the match it applies to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="213" />
        <source>a bracket match needs a winner; a double loss is not possible there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="214" />
        <source>an elimination match cannot end in an intentional draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="87" />
        <source>no round is published yet: the clock starts with a published round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="88" />
        <source>a round lasts from 1 to 1440 minutes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="89" />
        <source>extend by -600 to 600 minutes (not 0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="92" />
        <source>the clock is already paused</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="93" />
        <source>the clock is not paused</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="152" />
        <source>the file is empty: it needs a header row with at least a 'name' column</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="155" />
        <source>line 1: the header has no 'name' column (columns: name, club, rating, email, notes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="215" />
        <source>a stage needs at least two players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="216" />
        <source>no bracket match is ready: enter the missing results first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="217" />
        <source>every stage is finished: the event is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="225" />
        <source>the last round is still a draft: publish it (or discard it) first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="228" />
        <source>no round is published yet: there is nothing to undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="233" />
        <source>only a draft round can be changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="234" />
        <source>only Swiss pairings can be swapped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="242" />
        <source>crossed playoffs need a previous stage played in pools</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="243" />
        <source>the cut keeps fewer than two players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="174" />
        <source>a round number is a whole number from 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="193" />
        <source>this event allows no requested byes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="220" />
        <source>only a Swiss round can be paired by hand (brackets and round robins follow their draw)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="246" />
        <source>each pool needs at least two players for crossed playoffs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="118" />
        <source>a demo event needs at least two players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="119" />
        <source>a demo event needs at least one round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/service_error_strings.py" line="159" />
        <source>the file has no players: only its header row (and blank lines)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../../desktop/ui/games/settings_form.py" line="163" />
        <source>Advanced</source>
        <extracomment>room a title bar takes besides its text: the window icon and the three buttons the widest a set-up dialog may ask to be (a 1024 pixel wide screen)</extracomment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsRepairBanner</name>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="933" />
        <source>This event's game settings do not fit its game (an older version stored them):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="937" />
        <source>Repair the settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="939" />
        <source>Every setting that does not fit takes its default; the others are kept.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="91" />
        <source>New Toy Battle game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="99" />
        <source>None: choose below</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="102" />
        <source>The Toy Battle set-ups saved on the Squads page</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="105" />
        <source>Random terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="109" />
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="120" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="110" />
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="121" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="111" />
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="119" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="113" />
        <source>Person at this desk (hot-seat)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="114" />
        <source>Computer — Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="115" />
        <source>Computer — Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="116" />
        <source>Computer — Hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="117" />
        <source>Watch: computer against computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="127" />
        <source>The same seed, terrain and moves replay the same game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="236" />
        <source>Chosen at random: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="180" />
        <source>New Battle Helix battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="201" />
        <location filename="../../desktop/ui/games/helix/setup.py" line="207" />
        <source>Your opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="206" />
        <source>You (first player)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="236" />
        <location filename="../../desktop/ui/games/helix/setup.py" line="246" />
        <source>The same seed, helixes and calls replay the same battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="250" />
        <source>Seed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="328" />
        <source>With these helixes a battle can go on for ever (the exact odds never reach 100 %). Time is called after %1 rounds; the player with more pieces wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="357" />
        <source>A battle of these helixes can go on for ever: set a round limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="231" />
        <source>The catalog has no valid Battle Helix terrain.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="237" />
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="129" />
        <source>New seed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="147" />
        <source>Saved set-&amp;up:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="148" />
        <source>&amp;Terrain:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="149" />
        <source>&amp;Your colour:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="150" />
        <source>&amp;Opponent:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="151" />
        <source>&amp;Who starts:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="142" />
        <source>&amp;Seed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/setup.py" line="268" />
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="158" />
        <source>Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="238" />
        <source>%1 medals to win, %2 in all.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="246" />
        <source>Blue has %1 HQs, Red %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="256" />
        <source>Tropical Pool: marked bases and HQs accept only the strengths shown (or Kwak).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup.py" line="261" />
        <source>No special bases.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SetupEditor</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="117" />
        <source>{game} set-ups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="118" />
        <source>No set-up chosen. Pick one on the left, or press New to make one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="119" />
        <source>Make a new set-up…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="120" />
        <source>Saved set-ups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="121" />
        <source>There is already a set-up called “{name}”. Choose another name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="122" />
        <source>New set-up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="165" />
        <source>Choose the terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="166" />
        <source>Choose the colour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="167" />
        <source>Choose the opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="168" />
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="178" />
        <source>Beginner option</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="172" />
        <source>Practice set-up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="173" />
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="174" />
        <source>Terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="175" />
        <source>Your colour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="176" />
        <source>Opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="179" />
        <source>Special bases have no effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="182" />
        <source>{game} has no squad to build: both sides always have the same 24 troops (3 of each of the 8 types), and a tournament registration stores none. Save set-ups here to start practice games from the Play page.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="202" />
        <source>Random terrain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="204" />
        <source>(archived)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="248" />
        <source>{key} (not in the catalog)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="264" />
        <source>{bases} bases ({special} special), {regions} regions holding {medals} medals; {target} medals win.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="274" />
        <source>With the beginner option the special bases do nothing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="277" />
        <source>Each game draws one of the terrains at random.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SlotWidget</name>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="97" />
        <source>Slot {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="99" />
        <source>Empty this slot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="103" />
        <source>(empty)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="105" />
        <source>Drop a glyph here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="115" />
        <source>(archived)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="122" />
        <source>&lt;span style='background:#222;color:white'&gt;&amp;nbsp;{black}&amp;nbsp;&lt;/span&gt; &lt;span style='background:#e4e4e4;color:#111'&gt;&amp;nbsp;{white}&amp;nbsp;&lt;/span&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_editor.py" line="132" />
        <source>Click to choose this slot; drop a glyph from the list; drag onto another slot to swap</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SquadSection</name>
    <message>
        <location filename="../../desktop/ui/squads/section.py" line="221" />
        <source>unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/section.py" line="225" />
        <source>uses archived catalog items: {items}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/section.py" line="233" />
        <source>names items the catalog no longer has: {items}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Squads</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="82" />
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="228" />
        <location filename="../../desktop/ui/squads/models.py" line="93" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="94" />
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="125" />
        <source>Legal under its own rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="127" />
        <source>Breaks a rule of its own settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="130" />
        <source>Uses archived catalog items: {items}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="81" />
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="227" />
        <source>Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="83" />
        <source>Franchise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="84" />
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="229" />
        <source>Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="85" />
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="132" />
        <source>Class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="86" />
        <source>Marvel class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="87" />
        <source>Flags</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="93" />
        <location filename="../../desktop/ui/games/helix/squad_models.py" line="77" />
        <source>gold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="95" />
        <source>tournament</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="97" />
        <source>Mega</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="99" />
        <source>archived</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="129" />
        <source>points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="135" />
        <source>Placeholder values (not from a published source): {fields}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="139" />
        <location filename="../../desktop/ui/games/helix/squad_models.py" line="109" />
        <source>Archived in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="230" />
        <source>Count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="231" />
        <source>Subtotal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_models.py" line="271" />
        <source>Archived in the catalog: the squad still loads, but new squads cannot pick it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="309" />
        <source>Rule</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="310" />
        <source>Figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/squads/models.py" line="311" />
        <source>Problem</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_models.py" line="61" />
        <source>Glyph</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_models.py" line="62" />
        <source>Species</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_models.py" line="63" />
        <source>Gold</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_models.py" line="64" />
        <source>Black</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_models.py" line="65" />
        <source>White</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_models.py" line="100" />
        <source>{name} ({species}): black {black}, white {white}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="23" />
        <source>Points total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="24" />
        <source>Points limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="25" />
        <source>Backups limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="26" />
        <source>Tournament figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="27" />
        <source>Gold figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="28" />
        <source>Copies per collector code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="29" />
        <source>No Megas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="30" />
        <source>Banned figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="31" />
        <source>Franchises</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="32" />
        <source>Quick Battle size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="33" />
        <source>Quick Battle backups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="34" />
        <source>Counts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="35" />
        <source>Empty squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="124" />
        <source>Quick Battle</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="127" />
        <source>%n pts</source>
        <translation><numerusform>%n pt</numerusform><numerusform>%n pts</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="132" />
        <source>backups %n pts</source>
        <translation><numerusform>backups %n pt</numerusform><numerusform>backups %n pts</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_texts.py" line="24" />
        <source>Six slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_texts.py" line="25" />
        <source>Empty slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_texts.py" line="26" />
        <source>Gold glyphs</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/helix/squad_texts.py" line="72" />
        <source>%n gold</source>
        <translation><numerusform>%n gold</numerusform><numerusform>%n gold</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="43" />
        <source>The squad totals {total} points; it must total exactly {limit}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="46" />
        <source>The squad totals {total} points; it may total at most {limit}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="49" />
        <source>The backups total {total} points; they may total at most {limit}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="52" />
        <source>At most {limit} of each gold figure; there are {count} of {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="55" />
        <source>At most {limit} copies of a figure (collector code {code}); there are {count} of {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="59" />
        <source>Megas are not allowed: {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="60" />
        <source>Banned by the event: {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="61" />
        <source>Only {allowed} figures are allowed: {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="64" />
        <source>A Quick Battle squad has exactly {required} figures; this one has {count}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="67" />
        <source>Quick Battle uses no backups: {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="70" />
        <source>Counts must be at least 1: {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="71" />
        <source>The squad has no figures.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_texts.py" line="34" />
        <source>A helix has exactly {required} slots; this one has {count}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_texts.py" line="37" />
        <source>At most {limit} gold glyphs; this helix has {count}: {figures}.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="78" />
        <source>At most %n tournament figure(s); there are {count}: {figures}.</source>
        <translation><numerusform>At most %n tournament figure; there are {count}: {figures}.</numerusform><numerusform>At most %n tournament figures; there are {count}: {figures}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/squad_texts.py" line="43" />
        <source>{count} of 6 slots are empty (slot {slots}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="86" />
        <source>Equal Points / Master Battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="87" />
        <source>Quick Battle (3 figures, no points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="95" />
        <source>exactly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="96" />
        <source>up to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="103" />
        <source>Casual (anything goes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="104" />
        <source>Tournament (convention limits)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/squad_texts.py" line="105" />
        <source>Event rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="14" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="15" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="16" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="22" />
        <source>Computer — easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="23" />
        <source>Computer — normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="24" />
        <source>Computer — hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="25" />
        <source>Another person (hot-seat)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="45" />
        <source>%1, %2, opponent: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_texts.py" line="51" />
        <source>beginner option</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StackPopup</name>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/board.py" line="275" />
        <source>Base %1: %n troop(s), top first</source>
        <translation><numerusform>Base %1: %n troop, top first</numerusform><numerusform>Base %1: %n troops, top first</numerusform></translation>
    </message>
</context>
<context>
    <name>StageRowWidget</name>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="50" />
        <source>suggested</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="53" />
        <source>everybody</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="55" />
        <source>third-place match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="56" />
        <source>grand final reset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="58" />
        <source>crossed from pools (A1–B2, B1–A2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="62" />
        <source>Pools:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="63" />
        <source>double (everyone meets twice)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="64" />
        <source>Rounds:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="65" />
        <source>Top cut:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/event_dialog.py" line="66" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="54" />
        <source>A blank cell: head-to-head did not decide this player's place (tied with nobody, or the tied players did not all meet). A number: the match points the player scored in the matches among the players tied with them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="146" />
        <source>Stage:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="147" />
        <source>After:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="148" />
        <source>Chart the selected players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="149" />
        <source>Hover over a column header to read how that tiebreaker is computed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="151" />
        <source>Players before round 1 (by seed: rating, then registration, the order round 1 is paired in)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="173" />
        <source>Whole event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="174" />
        <source>every result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="178" />
        <source>Stage %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/standings_tab.py" line="181" />
        <source>round %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TerrainEditor</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="51" />
        <source>RET</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="52" />
        <source>Castle Field: return one of your other troops to your rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="55" />
        <source>1-2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="56" />
        <source>Tropical Pool: accepts only troops of strength 1-2 (and Kwak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="59" />
        <source>3-5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="60" />
        <source>Tropical Pool: accepts only troops of strength 3-5 (and Kwak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="63" />
        <source>6-7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="64" />
        <source>Tropical Pool: accepts only troops of strength 6-7 (and Kwak)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="67" />
        <source>DRAW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="68" />
        <source>City of Clouds: draw one troop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="71" />
        <source>PUSH</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="72" />
        <source>Volcanic Jungle: move an adjacent enemy troop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="75" />
        <source>REC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="76" />
        <source>Cursed Cemetery: take back one of your discarded troops</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="79" />
        <source>NOFX</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="80" />
        <source>Station Metal-X: troop effects do not apply here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="83" />
        <source>BLOCK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="84" />
        <source>Battlefield: block one troop on the opponent's rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="91" />
        <source>Blue HQ {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="93" />
        <source>Red HQ {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="94" />
        <source>base {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="103" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="103" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="106" />
        <source>{side} has no HQ.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="108" />
        <source>{side} has {n} HQs (at most 2).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="113" />
        <source>Not reachable from {hq}: %n base(s) ({bases}).</source>
        <translation><numerusform>Not reachable from {hq}: %n base ({bases}).</numerusform><numerusform>Not reachable from {hq}: %n bases ({bases}).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="120" />
        <source>Node {node} has paths to %n missing node(s): {to}.</source>
        <translation><numerusform>Node {node} has a path to a missing node: {to}.</numerusform><numerusform>Node {node} has paths to %n missing nodes: {to}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="129" />
        <source>%n node id(s) used twice: {ids}.</source>
        <translation><numerusform>Node id used twice: {ids}.</numerusform><numerusform>%n node ids used twice: {ids}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="154" />
        <source>Region {r} lists %n missing node(s): {nodes}.</source>
        <translation><numerusform>Region {r} lists a missing node: {nodes}.</numerusform><numerusform>Region {r} lists %n missing nodes: {nodes}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="117" />
        <source>The terrain has no bases.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="124" />
        <source>The path between {a} and {b} is listed on one side only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="133" />
        <source>Node {node} has an unknown kind {kind!r}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="137" />
        <source>Node {node} has an unknown special {special!r}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="141" />
        <source>HQ {node} can only carry a value restriction (1-2, 3-5 or 6-7).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="145" />
        <source>HQ {a} is joined directly to HQ {b}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="149" />
        <source>The terrain has no regions: select bases and make one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="151" />
        <source>Region {r} has no bases.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="158" />
        <source>Region {r} lists HQ {nodes}; only bases belong to regions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="162" />
        <source>Region {r} must hold 1 to 3 medals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="164" />
        <source>Region {r} has the same bases as region {o}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="168" />
        <source>Medals to win must be at least 1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="170" />
        <source>Medals to win ({target}) is more than the {total} medals in all regions.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TerrainPreview</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/setup_editor.py" line="64" />
        <source>A random terrain
is drawn at the start</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TerrainView</name>
    <message>
        <location filename="../../desktop/ui/games/helix/widgets.py" line="220" />
        <source>Space %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/widgets.py" line="222" />
        <source>Bonus +%1 for %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/helix/widgets.py" line="226" />
        <source>Warp for %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Tiebreaks</name>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="11" />
        <source>Opponents' match-win percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="12" />
        <source>The average, over the player's opponents, of each opponent's match points divided by (points for a win x rounds that opponent played), each counted as at least 1/3. Byes and losses without an opponent are left out of the player's opponents; a player without opponents has 0.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="16" />
        <source>Opponents' opponents' match-win percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="17" />
        <source>The average of the player's opponents' OMW%.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="18" />
        <source>Game-win percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="19" />
        <source>Game points (3 per game won, 1 per game drawn) divided by 3 x games played, at least 1/3. A bye or a forfeit win counts as the games needed to win the match.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="23" />
        <source>Opponents' game-win percentage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="24" />
        <source>The average of the player's opponents' game-win percentages (each at least 1/3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="27" />
        <source>Buchholz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="28" />
        <source>The sum of the match points of the player's opponents. A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after n rounds, the virtual opponent of a player who had no opponent in round R has that player's points before round R, plus the points of a win minus the points the player got in round R, plus the points of a draw for each of the n - R later rounds. With the event option to leave unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's opponent counts as a played one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="33" />
        <source>Buchholz without the opponent (real or virtual) with the fewest match points. A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after n rounds, the virtual opponent of a player who had no opponent in round R has that player's points before round R, plus the points of a win minus the points the player got in round R, plus the points of a draw for each of the n - R later rounds. With the event option to leave unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's opponent counts as a played one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="38" />
        <source>Buchholz without the opponents (real or virtual) with the most and the fewest match points. A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after n rounds, the virtual opponent of a player who had no opponent in round R has that player's points before round R, plus the points of a win minus the points the player got in round R, plus the points of a draw for each of the n - R later rounds. With the event option to leave unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's opponent counts as a played one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="43" />
        <source>The match points of the opponents the player beat, plus half of those of the opponents the player drew with. A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after n rounds, the virtual opponent of a player who had no opponent in round R has that player's points before round R, plus the points of a win minus the points the player got in round R, plus the points of a draw for each of the n - R later rounds. With the event option to leave unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's opponent counts as a played one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="32" />
        <source>Buchholz cut 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="37" />
        <source>Median Buchholz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="42" />
        <source>Sonneborn-Berger</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="47" />
        <source>Head-to-head</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="48" />
        <source>Match points scored in the matches among the tied players; used only when every tied player has met every other.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="52" />
        <source>Secondary score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="53" />
        <source>The sum of the game's secondary score over the player's games (Attacktix: points destroyed; Toy Battle: medals; Battle Helix: pieces left).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="57" />
        <source>Secondary score margin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="58" />
        <source>The player's secondary score minus their opponents' secondary score over the same games.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="62" />
        <source>Random draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/pure_strings.py" line="63" />
        <source>A random order drawn once from the event's seed; the last resort when everything else is equal.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TileButton</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="120" />
        <source>Key %1 picks it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="122" />
        <source>Blocked by Battlefield: it cannot be placed this turn.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TournamentModels</name>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="188" />
        <source>Event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="194" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="199" />
        <source>Format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="202" />
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="205" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="211" />
        <source>Round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="217" />
        <source>State</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="233" />
        <source>Checked in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="239" />
        <location filename="../../desktop/ui/tournament/models.py" line="526" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="245" />
        <location filename="../../desktop/ui/tournament/models.py" line="532" />
        <source>Club</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="251" />
        <source>Rating</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="258" />
        <source>Status</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="263" />
        <source>Joined in round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="269" />
        <source>Fixed table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="276" />
        <source>Squad</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="351" />
        <location filename="../../desktop/ui/tournament/models.py" line="442" />
        <source>Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="358" />
        <location filename="../../desktop/ui/tournament/models.py" line="451" />
        <source>Player A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="364" />
        <location filename="../../desktop/ui/tournament/models.py" line="454" />
        <source>Player B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="368" />
        <source>Result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="370" />
        <location filename="../../desktop/ui/tournament/models.py" line="448" />
        <source>Match code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="464" />
        <source>When</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="467" />
        <source>Who</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="470" />
        <source>Change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="475" />
        <source>Old</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="480" />
        <source>New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="520" />
        <source>Rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="550" />
        <source>Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="556" />
        <source>W-D-L</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="584" />
        <source>(disqualified)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/models.py" line="586" />
        <source>(dropped)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TournamentTexts</name>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="31" />
        <source>Swiss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="32" />
        <source>Round robin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="33" />
        <source>Single elimination</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="34" />
        <source>Double elimination</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="45" />
        <source>Registration</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="46" />
        <source>Running</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="47" />
        <source>Finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="54" />
        <source>draft</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="55" />
        <source>published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="56" />
        <source>finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="63" />
        <source>not paired</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="65" />
        <source>Round %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="73" />
        <source>Playing</source>
        <comment>registration status</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="74" />
        <source>Dropped</source>
        <comment>registration status</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="75" />
        <source>Disqualified</source>
        <comment>registration status</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="82" />
        <source>— bye (no points) —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="84" />
        <source>— bye —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="86" />
        <source>— bye requested —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="88" />
        <source>— missed round —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="94" />
        <source>forfeit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="95" />
        <source>no-show</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="96" />
        <source>walkover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="97" />
        <source>double loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="98" />
        <source>intentional draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="99" />
        <source>concession</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="100" />
        <source>opponent dropped</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="101" />
        <source>opponent disqualified</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="102" />
        <source>late entry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="115" />
        <source>bye</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="128" />
        <source>Concession</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="129" />
        <source>Forfeit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="130" />
        <source>No-show</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="131" />
        <source>Intentional draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="132" />
        <source>Double loss</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="138" />
        <source>result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="139" />
        <source>correction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="140" />
        <source>cleared</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="141" />
        <source>later matches voided</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="142" />
        <source>cut kept</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="152" />
        <source>voided: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="156" />
        <source>stage %1 keeps its seeds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="160" />
        <source>no result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="167" />
        <source>winner %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="171" />
        <source>game %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="185" />
        <source>OMW%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="186" />
        <source>OOMW%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="187" />
        <source>GW%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="188" />
        <source>OGW%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="189" />
        <source>Buchholz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="190" />
        <source>Buchholz −1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="191" />
        <source>Median Buchholz</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="192" />
        <source>S-B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="193" />
        <source>Head-to-head</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="194" />
        <source>Secondary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="195" />
        <source>Margin</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/texts.py" line="196" />
        <source>Draw</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TournamentsPage</name>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="284" />
        <source>Draft discarded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="286" />
        <source>The draft of round %1 was paired on the result you corrected, so it has been discarded: pair round %1 again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="329" />
        <location filename="../../desktop/ui/pages/tournaments.py" line="344" />
        <source>Tournaments</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="351" />
        <source>Events</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="352" />
        <source>New…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="353" />
        <source>Create an event (Ctrl+Shift+N)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="354" />
        <source>Settings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="355" />
        <source>Duplicate settings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="356" />
        <source>Delete…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="357" />
        <source>More</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="358" />
        <source>Import…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="360" />
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="361" />
        <source>Venue web…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="362" />
        <location filename="../../desktop/ui/pages/tournaments.py" line="363" />
        <source>Print</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="364" />
        <source>Venue screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="365" />
        <source>Export event…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="366" />
        <source>Import event…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="367" />
        <source>&amp;Venue screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="370" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="371" />
        <source>Round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="372" />
        <source>Results</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="373" />
        <source>Standings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="374" />
        <source>Bracket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="375" />
        <source>Chart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="562" />
        <source>No database is open: open one with File → Open database…, or start the app with --database naming a new file to create one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="568" />
        <source>Select an event above, or create one with New…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/pages/tournaments.py" line="575" />
        <source>best of %n</source>
        <translation><numerusform>best of %n</numerusform><numerusform>best of %n</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="581" />
        <source>Round %1</source>
        <comment>a finished event's heading</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="585" />
        <source>finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/session.py" line="280" />
        <source>Opening the event…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/session.py" line="245" />
        <source>Computing the standings of every round…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="743" />
        <source>Round 1 has been published: the game, its settings, the match format and how round 1 is paired can no longer change (results already depend on them).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="748" />
        <source>The stages are set when the event is created.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="816" />
        <source>Delete event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="818" />
        <source>Delete “%1” with its %2 players and every result? A backup of the database is written first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="850" />
        <source>Event deleted; a backup was written to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="854" />
        <source>Deleting the event…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="861" />
        <source>Export event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="861" />
        <location filename="../../desktop/ui/pages/tournaments.py" line="883" />
        <source>Event files (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="876" />
        <source>Exporting the event…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="878" />
        <source>Event exported to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="883" />
        <source>Import event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/pages/tournaments.py" line="893" />
        <source>Importing the event…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ToyBattleBoard</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="110" />
        <source>HQ</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="389" />
        <source>Region %1: bases %2 — %n medal(s)</source>
        <translation><numerusform>Region %1: bases %2 — %n medal</numerusform><numerusform>Region %1: bases %2 — %n medals</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="392" />
        <source>Claimed by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="396" />
        <source>Claimed by the first player to control all of these bases at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="407" />
        <source>Blue HQ (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="410" />
        <source>Red HQ (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="412" />
        <source>Base %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="418" />
        <source>Stack (top first): %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="427" />
        <source>In %n region(s): %1</source>
        <translation><numerusform>In region %1</numerusform><numerusform>In %n regions: %1</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/scene.py" line="441" />
        <source>Click to place the picked troop here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="29" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="30" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="36" />
        <source>Kwak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="37" />
        <source>Skully</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="38" />
        <source>Cap'n</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="39" />
        <source>Jumbo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="40" />
        <source>Hook</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="41" />
        <source>XB-42</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="42" />
        <source>Star</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="43" />
        <source>Roxy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="50" />
        <source>Joker: may go on top of any enemy troop, and any enemy troop may cover it. No effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="54" />
        <source>You may draw 2 troops from your reserve (1 if your rack holds 7, none at 8).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="57" />
        <source>You may place 1 extra troop from your rack (normal rules) and apply its effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="61" />
        <source>You may discard 1 visible enemy troop adjacent to Jumbo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="64" />
        <source>May ignore the connection rule to go on any base (never on an HQ).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="67" />
        <source>You may discard 1 troop taken at random from the opponent's rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="70" />
        <source>You may draw 1 troop from your reserve.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="71" />
        <source>No effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="78" />
        <source>Castle Field: after placing here you may return 1 of your other visible troops to your rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="82" />
        <source>Tropical Pool: only strength 1-2 (or Kwak) may be placed here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="85" />
        <source>Tropical Pool: only strength 3-5 (or Kwak) may be placed here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="88" />
        <source>Tropical Pool: only strength 6-7 (or Kwak) may be placed here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="91" />
        <source>City of Clouds: after placing here you may draw 1 troop.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="94" />
        <source>Volcanic Jungle: after placing here you may move 1 adjacent enemy troop onto a base next to it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="98" />
        <source>Cursed Cemetery: after placing here you may take 1 of your discarded troops back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="102" />
        <source>Station Metal-X: troop effects do not apply here (Hook needs a connection).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="105" />
        <source>Battlefield: after placing here you may block 1 troop on the opponent's rack for their next turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="116" />
        <source>Skully: draw 2 troops?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="117" />
        <source>Star: draw 1 troop?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="118" />
        <source>XB-42: discard a random troop from the opponent's rack?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="121" />
        <source>Cap'n: pick an extra troop from your rack and place it, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="124" />
        <source>Jumbo: click an adjacent enemy troop to discard it, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="127" />
        <source>Castle Field: click one of your other troops to take it back to your rack, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="131" />
        <source>City of Clouds: draw 1 troop?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="132" />
        <source>Volcanic Jungle: click an adjacent enemy troop, then the base to move it to, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="136" />
        <source>Cursed Cemetery: pick a discarded troop to take back, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="139" />
        <source>Battlefield: block a random troop on the opponent's rack for their next turn?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="148" />
        <source>a troop reached the enemy HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="149" />
        <source>medal target reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="150" />
        <source>no move left: more medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="151" />
        <source>no move left, equal medals: the player who could not act loses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="160" />
        <source>No troop can be placed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="161" />
        <source>That troop is not on your rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="162" />
        <source>This troop is blocked by Battlefield until the end of your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="165" />
        <source>You cannot place a troop on your own HQ.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="166" />
        <source>Tropical Pool: this troop's strength is not allowed here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="169" />
        <source>Troop effects do not apply here, so Hook must be connected to your HQ.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="172" />
        <source>Not connected to your HQ through bases you control.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="175" />
        <source>The enemy troop here is as strong or stronger.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="189" />
        <source>— Turn %1: %2 to play —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="197" />
        <source>%1 draws %2.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="202" />
        <source>%1 draws %n troop(s).</source>
        <translation><numerusform>%1 draws %n troop.</numerusform><numerusform>%1 draws %n troops.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="207" />
        <source>%1 places %2 on %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="213" />
        <source>(covers %1 %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="218" />
        <source>%1 skips an effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="222" />
        <source>XB-42 discards %1's %2 from the rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="227" />
        <source>Jumbo discards %1's %2 from %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="234" />
        <source>%1 takes %2 back from %3 to the rack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="241" />
        <source>%1 takes %2 back from the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="247" />
        <source>%1's %2 is moved from %3 to %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="257" />
        <source>%1's %2 is blocked for the next turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="261" />
        <source>One of %1's troops is blocked for the next turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="265" />
        <source>%1's blocked troop returns.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="269" />
        <source>%1 claims region %2: +%n medal(s), %4 in all.</source>
        <translation><numerusform>%1 claims region %2: +%n medal, %4 in all.</numerusform><numerusform>%1 claims region %2: +%n medals, %4 in all.</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/texts.py" line="278" />
        <source>Game over: %1 wins (%2). Medals: Blue %3, Red %4.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ToyBattlePlayWidget</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="597" />
        <source>Toy Battle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="599" />
        <source>Click “New game…” to choose a terrain, colours and an opponent.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="602" />
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1458" />
        <source>Toy Battle: start a new game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="630" />
        <source>Use</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="631" />
        <source>Skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="632" />
        <source>Move now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="633" />
        <source>Ask the computer to decide now with what it has found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="634" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="635" />
        <source>&amp;Animation:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="636" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="636" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="636" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="636" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="638" />
        <source>How fast troops and medals move on the board (Off: at once)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="640" />
        <source>Use the effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="641" />
        <source>Do not use the effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="645" />
        <source>Game log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="646" />
        <source>Keys: the arrows choose a lit base, Enter plays there, Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="693" />
        <source>The catalog has no Toy Battle terrain to play on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="817" />
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1419" />
        <source>Medals — Blue: %1, Red: %2 (target %3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="828" />
        <source>%1 wins!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="831" />
        <source>Turn %1 — %2 to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="848" />
        <source>%1 — you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="850" />
        <source>Computer — Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="851" />
        <source>Computer — Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="852" />
        <source>Computer — Hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="869" />
        <source>Waiting for %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="871" />
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1467" />
        <source>%1 (computer) is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="878" />
        <source>Click a lit base to place %1 (Esc to put it back).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="884" />
        <source>%1 has no legal target; hover a base to see why.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="889" />
        <source>Your turn: pick a troop from your rack, or draw.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="895" />
        <source>Volcanic Jungle: now click the base to move it to (or click it again to pick another troop).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="902" />
        <source>Take %1 back to your rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1001" />
        <source>Blue and Red play at this desk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1005" />
        <source>New game on %1. %2. %3 starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1011" />
        <source>Beginner game: special bases have no effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1027" />
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1465" />
        <source>Pass to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1028" />
        <source>I am %1: show my rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1148" />
        <source>Not allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1280" />
        <source>The computer player failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1311" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1311" />
        <source>The game could not start: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1320" />
        <source>Unknown opponent: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="695" />
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1324" />
        <source>Unknown terrain: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1347" />
        <source>No game to save.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1408" />
        <source>%1, turn %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1423" />
        <source>Turns played: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1424" />
        <source>Terrain: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1462" />
        <source>Game over: %1 wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1472" />
        <source>%1: click a lit base to place %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1479" />
        <source>%1: draw or place a troop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1481" />
        <source>%1: draw</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1482" />
        <source>%1: place a troop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1485" />
        <source>%1: choose a base for Jumbo or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1486" />
        <source>%1: place an extra troop (Cap'n) or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1487" />
        <source>%1: choose a troop to take back to your rack or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1488" />
        <source>%1: choose an enemy troop to move (Volcanic Jungle) or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1489" />
        <source>%1: choose a discarded troop to take back or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1490" />
        <source>%1: draw 2 troops (Skully) or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1491" />
        <source>%1: draw 1 troop (Star) or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1492" />
        <source>%1: draw 1 troop (City of Clouds) or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1493" />
        <source>%1: discard a random enemy troop (XB-42) or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1494" />
        <source>%1: block an enemy troop (Battlefield) or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1496" />
        <source>%1: use the effect or skip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1391" />
        <location filename="../../desktop/ui/games/toybattle/board.py" line="1446" />
        <source>This file is not a Toy Battle game: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ToyBattleTerrainEditor</name>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="192" />
        <source>+ Base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="192" />
        <source>Click on the board to add a base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="193" />
        <source>+ Blue HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="193" />
        <source>Click on the board to add a Blue HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="194" />
        <source>+ Red HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="194" />
        <source>Click on the board to add a Red HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="199" />
        <source>Checks: every base is reachable from each HQ; regions and medal target are sound.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="201" />
        <source>Node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="204" />
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="459" />
        <source>Select one node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="209" />
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="344" />
        <source>(none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="214" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="215" />
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="343" />
        <source>Special</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="219" />
        <source>Regions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="228" />
        <source>Medals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="233" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="238" />
        <source>New region</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="239" />
        <source>Make region from selected bases</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="242" />
        <source>Use selected bases</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="243" />
        <source>Set region's bases to selection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="248" />
        <source>Medals to win</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="273" />
        <source>Region {id}: bases {bases}, %n medal(s)</source>
        <translation><numerusform>Region {id}: bases {bases}, %n medal</numerusform><numerusform>Region {id}: bases {bases}, %n medals</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="421" />
        <source>Region {id} (%n medal(s)): {bases}</source>
        <translation><numerusform>Region {id} (%n medal): {bases}</numerusform><numerusform>Region {id} (%n medals): {bases}</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="457" />
        <source>%n node(s) selected</source>
        <translation><numerusform>%n node selected</numerusform><numerusform>%n nodes selected</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="340" />
        <source>Make it a {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="361" />
        <source>Add {node}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="366" />
        <source>Make node {id} a {kind}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="372" />
        <source>Set special of node {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="377" />
        <source>Make region {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="382" />
        <source>Remove region {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="386" />
        <source>Set medals of region {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="392" />
        <source>Set bases of region {id}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="396" />
        <source>Set medals to win</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="405" />
        <source>Base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="405" />
        <source>base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="406" />
        <source>Blue HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="407" />
        <source>Red HQ</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/toybattle/terrain_editor.py" line="435" />
        <source>of {n} in regions</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VenueWeb</name>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="65" />
        <source>network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="67" />
        <source>this computer only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="68" />
        <source>every network of this computer</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VenueWebDialog</name>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="103" />
        <source>Venue web</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="108" />
        <source>Serve this event to the players' phones over the venue's network: pairings, standings, the round clock, check-in and result reports with their personal codes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="124" />
        <source>Network:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="125" />
        <source>Port:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="129" />
        <location filename="../../desktop/ui/tournament/venue_web.py" line="344" />
        <source>Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="133" />
        <location filename="../../desktop/ui/tournament/venue_web.py" line="353" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="157" />
        <source>Players' codes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="169" />
        <source>Issue codes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="170" />
        <source>A personal code for every player who has none yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="172" />
        <source>New code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="174" />
        <source>A new code for the selected player (lost, or locked out): the old one stops working</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="183" />
        <source>Reports waiting for the organiser</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="194" />
        <source>Accept the selected report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="203" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="203" />
        <source>Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="203" />
        <source>State</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="205" />
        <source>Round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="205" />
        <source>Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="205" />
        <source>Reported by</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="205" />
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="251" />
        <source>Open an event first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="258" />
        <source>The venue web could not start: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="318" />
        <source>Port %2 is already in use on %1: choose another port, or stop the program using it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="320" />
        <source>%1 is not an address of this computer now: choose another network (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="322" />
        <source>The system does not allow the venue web to listen on %1:%2 (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="324" />
        <source>The venue web stopped by itself (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="326" />
        <source>The venue web could not start on %1:%2 (%3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="329" />
        <source>exit status %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="330" />
        <source>The venue web stopped: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="344" />
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="349" />
        <source>Stopping…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="351" />
        <source>Starting…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="353" />
        <source>Serving the event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="357" />
        <source>Address: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="366" />
        <source>Devices following the event: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="376" />
        <source>%1 is locked out after too many wrong codes: give them a new code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="393" />
        <source>locked out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="394" />
        <source>%1 wrong</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="403" />
        <source>(disagrees with the opponent)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue_web.py" line="425" />
        <source>New code for %1: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VenueWindow</name>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="108" />
        <source>Follow the event on your phone: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="134" />
        <source>Show standings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="134" />
        <source>Show pairings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="137" />
        <source>No event open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="142" />
        <source>Venue screen — pairings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="145" />
        <source>The first round is not paired yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="148" />
        <source>%1 — round %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="155" />
        <source>bye</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="157" />
        <source>table %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="161" />
        <source>bye (no points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="170" />
        <source>Venue screen — standings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="173" />
        <source>%1 — players before round 1 (by seed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/venue.py" line="177" />
        <source>%1 — standings after round %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WheelEditor</name>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="85" />
        <source>tix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="175" />
        <source>Own wheel: {w}/26 white. Click a slot to change it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="179" />
        <source>Use generated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="181" />
        <source>Forget this wheel and generate it from speed and white slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="185" />
        <source>Generated from speed and white slots ({w}/26 white).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="189" />
        <source>Customise…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="190" />
        <source>Edit the 26 slots one by one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="197" />
        <source>Slot {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="199" />
        <source>white</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/games/attacktix/wheel_editor.py" line="201" />
        <source>black</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>_AddDialog</name>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="218" />
        <source>Request a bye</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="225" />
        <source>Round:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../desktop/ui/tournament/byes.py" line="227" />
        <source>Who sits out that round?</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>