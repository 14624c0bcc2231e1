import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { assistantTools, type AssistantTool } from '../config/assistant-tools';
import { aiAssistantTexts } from '../config/texts';

export const toolTabId = (tool: AssistantTool) => `ai-assistant-tab-${tool}`;
export const toolPanelId = 'ai-assistant-tool-panel';

interface ToolTabsProps {
  value: AssistantTool;
  onChange: (tool: AssistantTool) => void;
}

/** The six tools as tabs over one panel (scrolling sideways on a phone). */
export function ToolTabs({ value, onChange }: ToolTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, tool: AssistantTool) => onChange(tool)}
      aria-label={aiAssistantTexts.tools}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {assistantTools.map(({ tool, label }) => (
        <Tab key={tool} value={tool} label={label} id={toolTabId(tool)} aria-controls={toolPanelId} />
      ))}
    </Tabs>
  );
}
