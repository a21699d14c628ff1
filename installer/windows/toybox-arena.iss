; Inno Setup script for Toybox Arena on Windows (not built or tested on Linux; see installer/README.md).
; Build the one-folder bundle on Windows first:  python installer\build.py   (creates dist\toybox-arena\)
; then compile this script with Inno Setup 6:   iscc installer\windows\toybox-arena.iss
#define AppName "Toybox Arena"
#define AppVersion GetEnv("TOYBOX_ARENA_VERSION")
#if AppVersion == ""
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6F2A3C1E-7B7D-4E55-9C59-2D1B5E0A8F11}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=The Toybox Arena developers
DefaultDirName={autopf}\Toybox Arena
DefaultGroupName=Toybox Arena
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\..\dist
OutputBaseFilename=toybox-arena-{#AppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
UninstallDisplayIcon={app}\toybox-arena.exe

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\toybox-arena\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Toybox Arena"; Filename: "{app}\toybox-arena.exe"
Name: "{group}\{cm:UninstallProgram,Toybox Arena}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Toybox Arena"; Filename: "{app}\toybox-arena.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\toybox-arena.exe"; Description: "{cm:LaunchProgram,Toybox Arena}"; Flags: nowait postinstall skipifsilent
