import { DefinitionError, type DefinitionReader } from "../../seed/definition-reader";
import { DEFAULT_MARKETING_FILES_DIR, MaterialCatalog } from "./marketing-files";
import {
  checkMarketingApp,
  MARKETING_LIMITS,
  MarketingInputError,
  type MarketingAppInput,
  type MarketingDefinition,
} from "./marketing-rules";

const TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const QUESTION_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const FLAGS = [0, 1];

/** The optional string `key`, or undefined when absent. */
const maybe = (reader: DefinitionReader, key: string): string | undefined => (reader.has(key) ? reader.string(key) : undefined);

/**
 * A room's optional `marketingApps` list in an event file, each as the admin API takes it
 * ({@link MarketingAppInput}: `marketingAppType`, `marketingAppName`, optional `marketingAppId`,
 * `description`, `jumpUrlDetail`, `questions`, `files` naming materials in `materialsDir`),
 * checked by the same rules. Seeded on first start (the admin API changes them later).
 */
export function parseMarketingApps(room: DefinitionReader, materialsDir: string = DEFAULT_MARKETING_FILES_DIR): MarketingDefinition[] {
  const readers = room.objects("marketingApps", { optional: true });
  if (readers.length === 0) return [];
  if (readers.length > MARKETING_LIMITS.toolsPerRoom)
    throw new DefinitionError(room.fieldPath("marketingApps"), `must hold at most ${MARKETING_LIMITS.toolsPerRoom} tools`);
  const materials = MaterialCatalog.load(materialsDir);
  const tools = readers.map((reader) => {
    const input: MarketingAppInput = {
      marketingAppId: maybe(reader, "marketingAppId"),
      marketingAppType: reader.integer("marketingAppType", TYPES),
      marketingAppName: reader.string("marketingAppName"),
      description: maybe(reader, "description"),
      jumpUrlDetail: reader.objects("jumpUrlDetail", { optional: true }).map((entry) => ({
        jumpUrlType: entry.integer("jumpUrlType", [1, 2]),
        jumpUrlDetail: entry.string("jumpUrlDetail"),
      })),
      questions: reader.objects("questions", { optional: true }).map((question) => ({
        questionId: maybe(question, "questionId"),
        questionHeading: question.string("questionHeading"),
        questionType: question.integer("questionType", QUESTION_TYPES),
        requiredFlag: question.optionalInteger("requiredFlag", FLAGS, 0),
        questionOptionRestricted: question.count("questionOptionRestricted", 0, MARKETING_LIMITS.options),
        smsVerifyFlag: question.optionalInteger("smsVerifyFlag", FLAGS, 0),
        options: question
          .objects("options", { optional: true })
          .map((option) => ({ optionId: maybe(option, "optionId"), optionContent: option.string("optionContent") })),
      })),
      files: reader
        .objects("files", { optional: true })
        .map((file) => ({ fileId: maybe(file, "fileId"), fileName: file.string("fileName") })),
    };
    try {
      return checkMarketingApp(input, materials);
    } catch (error) {
      if (error instanceof MarketingInputError) throw new DefinitionError(reader.fieldPath(error.field), error.problem);
      throw error;
    }
  });
  const twice = tools.find((tool, index) => tools.findIndex((other) => other.marketingAppId === tool.marketingAppId) !== index);
  if (twice) throw new DefinitionError(`${room.fieldPath("marketingApps")}[].marketingAppId`, `${twice.marketingAppId} appears twice`);
  return tools;
}

/** The `marketing_apps` rows of a room's seeded tools. */
export function marketingAppRows(eventId: string, roomId: string, tools: readonly MarketingDefinition[], now: number) {
  return tools.map(({ marketingAppId, marketingAppType, marketingAppName, ...stored }, position) => ({
    id: marketingAppId,
    event_id: eventId,
    room_id: roomId,
    position,
    app_type: marketingAppType,
    name: marketingAppName,
    definition: JSON.stringify(stored),
    created_at: now,
  }));
}
