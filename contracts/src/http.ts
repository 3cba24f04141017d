/** Body of every error the API answers with. `issues` lists each bad field on a 400. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  issues?: { field: string; message: string }[];
}
